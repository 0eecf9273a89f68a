; Local symbols PTX cannot spell are renamed as llc-19 renames them (every
; such character becomes _$_, LLVM's symbol table keeps names unique: @.str
; beside @_$_str becomes _$_str1). Found by the upstream NVPTX corpus
; (symbol-naming.ll): ptxsel gave both the name _$_str, ptxas rejected the
; duplicate. An externally visible symbol cannot be renamed: an error.
; RUN: %ptxsel -mcpu=sm_75 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %ptxas -arch=sm_75 %t.ptx -o %t.cubin
; RUN: %llc -mcpu=sm_75 %s -o %t.llc.ptx
; RUN: FileCheck %s < %t.llc.ptx
; RUN: sed 's/@g.x = internal global/@g.x = global/' %s > %t.ext.ll
; RUN: not %ptxsel -mcpu=sm_75 %t.ext.ll -o %t.ext.ptx 2>&1 | FileCheck %s --check-prefix=EXT
; RUN: not test -e %t.ext.ptx
; EXT: error: the externally visible global @"g.x" has a name PTX cannot spell

target triple = "nvptx64-nvidia-cuda"

; CHECK-DAG: .global .align 1 .b8 _$_str1[2] = {97};
; CHECK-DAG: .global .align 1 .b8 _$_str[2] = {98};
; CHECK-DAG: .global .align 4 .{{b8|u32}} a_$_b{{(\[4\])?}} = {{{?}}1{{}?}};
; CHECK-DAG: .global .align 4 .{{b8|u32}} g_$_x{{(\[4\])?}} = {{{?}}2{{}?}};
; CHECK-DAG: .func (.param .b32 func_retval0) f_$_x(
; CHECK-DAG: mov.u64 {{%rd[0-9]+}}, _$_str1;
@.str = private unnamed_addr constant [2 x i8] c"a\00"
@_$_str = private unnamed_addr constant [2 x i8] c"b\00"
@"a-b" = internal global i32 1
@g.x = internal global i32 2

define internal i32 @f.x(i32 %a) {
  ret i32 %a
}

define void @f(ptr %p, ptr %q) {
  store ptr @.str, ptr %p
  store ptr @_$_str, ptr %q
  store ptr @"a-b", ptr %q
  store ptr @g.x, ptr %q
  %r = call i32 @f.x(i32 1)
  store i32 %r, ptr %q
  ret void
}
