; ptxsel maps the private global @.str to the PTX name _$_str, the name @_$_str
; already has: two `.global ... _$_str` definitions, exit 0, ptxas rejects
; ("Duplicate definition of variable '_$_str'"). llc-19 renames the first to
; _$_str1. Reduced from upstream symbol-naming.ll (false accept).
;   build/bin/ptxsel -mcpu=sm_75 symbol-name-collision.ll -o t.ptx   # exit 0
;   ptxas -c -arch=sm_75 t.ptx -o t.cubin                             # error
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [2 x i8] c"a\00"
@_$_str = private unnamed_addr constant [2 x i8] c"b\00"

define void @f(ptr %p, ptr %q) {
  store ptr @.str, ptr %p
  store ptr @_$_str, ptr %q
  ret void
}
