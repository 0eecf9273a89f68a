# Textures and surfaces (IntrinsicsNVVM.td: tex, tld4, suld, sust, txq, suq,
# istypep), printed as llc-19 prints them (NVPTXIntrinsics.td). The handle is
# a .u64 register (CUDA's unified mode: texsurf.handle.internal of a
# .texref / .surfref global, or a kernel parameter) or, under the OpenCL
# triple, the name of an image / sampler kernel parameter (isel/texsurf.c).
# Coordinate vectors of 3 are printed as PTX's 4-vector with the last
# coordinate repeated, as llc-19 does. Rows that llc-19 prints but ptxas
# rejects are left out (isel/intrin.c names them): sust.p on .b8 / .b16, and
# the independent-mode cube, acube, level.3d and array-grad fetches outside
# texmode_independent.

family texsurf

# ---------------------------------------------------------------- tex
# NH handles: 1 (unified: texture) or 2 (independent: texture, sampler);
# coordinates start at operand 1+NH. W coordinate operands (the array index
# first); the rep groups repeat the last one.
foreach NH,IP,T4 in 1,tex.unified,tld4.unified 2,tex,tld4 {
  foreach RT,RTY in f32,f32 s32,i32 u32,i32 {
    foreach CT,CTY in s32,i32 f32,f32 {
      foreach G,P,A,D,W in 1d,1d,_,1,1 1d.array,a1d,reg:i32,1,2 2d,2d,_,2,2 {
        form $IP.$G.v4$RT.$CT family=texsurf intr=llvm.nvvm.$IP.$G.v4$RT.$CT sig=s4$RTY(@rep(reg:i64,$NH),$A,@rep(reg:$CTY,$D)) \
          "tex.$P.v4.$RT.$CT %0, [@list(1,$NH), {@list(@eval(1+$NH),$W)}];"
      }
      foreach G,P,A,D,W in 2d.array,a2d,reg:i32,2,3 3d,3d,_,3,3 {
        form $IP.$G.v4$RT.$CT family=texsurf intr=llvm.nvvm.$IP.$G.v4$RT.$CT sig=s4$RTY(@rep(reg:i64,$NH),$A,@rep(reg:$CTY,$D)) \
          "tex.$P.v4.$RT.$CT %0, [@list(1,$NH), {@list(@eval(1+$NH),$W), %{@eval($NH+$W)}}];"
      }
    }
    # level (LOD after the coordinates) and grad (two gradient vectors of D)
    foreach G,P,A,D,W in 1d,1d,_,1,1 1d.array,a1d,reg:i32,1,2 2d,2d,_,2,2 {
      form $IP.$G.level.v4$RT.f32 family=texsurf intr=llvm.nvvm.$IP.$G.level.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),$A,@rep(reg:f32,$D),reg:f32) \
        "tex.level.$P.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),$W)}], %{@eval(1+$NH+$W)};"
      form $IP.$G.grad.v4$RT.f32 family=texsurf intr=llvm.nvvm.$IP.$G.grad.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),$A,@rep(reg:f32,$D),@rep(reg:f32,$D),@rep(reg:f32,$D)) \
        "tex.grad.$P.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),$W)}], {@list(@eval(1+$NH+$W),$D)}, {@list(@eval(1+$NH+$W+$D),$D)};"
    }
    form $IP.2d.array.level.v4$RT.f32 family=texsurf intr=llvm.nvvm.$IP.2d.array.level.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),reg:i32,reg:f32,reg:f32,reg:f32) \
      "tex.level.a2d.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),3), %{@eval(3+$NH)}}], %{@eval(4+$NH)};"
    form $IP.2d.array.grad.v4$RT.f32 family=texsurf intr=llvm.nvvm.$IP.2d.array.grad.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),reg:i32,@rep(reg:f32,6)) \
      "tex.grad.a2d.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),3), %{@eval(3+$NH)}}], {@list(@eval(4+$NH),2)}, {@list(@eval(6+$NH),2)};"
    foreach G,P in 3d,3d cube,cube {
      form $IP.$G.level.v4$RT.f32 family=texsurf intr=llvm.nvvm.$IP.$G.level.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),@rep(reg:f32,4)) \
        "tex.level.$P.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),3), %{@eval(3+$NH)}}], %{@eval(4+$NH)};"
    }
    form $IP.cube.v4$RT.f32 family=texsurf intr=llvm.nvvm.$IP.cube.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),@rep(reg:f32,3)) \
      "tex.cube.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),3), %{@eval(3+$NH)}}];"
    form $IP.cube.array.v4$RT.f32 family=texsurf intr=llvm.nvvm.$IP.cube.array.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),reg:i32,@rep(reg:f32,3)) \
      "tex.acube.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),4)}];"
    form $IP.cube.array.level.v4$RT.f32 family=texsurf intr=llvm.nvvm.$IP.cube.array.level.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),reg:i32,@rep(reg:f32,4)) \
      "tex.level.acube.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),4)}], %{@eval(5+$NH)};"
    form $IP.3d.grad.v4$RT.f32 family=texsurf intr=llvm.nvvm.$IP.3d.grad.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),@rep(reg:f32,9)) \
      "tex.grad.3d.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),3), %{@eval(3+$NH)}}], {@list(@eval(4+$NH),3), %{@eval(6+$NH)}}, {@list(@eval(7+$NH),3), %{@eval(9+$NH)}};"
    # tld4: the four texels of one component (2d, f32 coordinates)
    foreach C in r g b a {
      form $T4.$C.2d.v4$RT.f32 family=texsurf intr=llvm.nvvm.$T4.$C.2d.v4$RT.f32 sig=s4$RTY(@rep(reg:i64,$NH),reg:f32,reg:f32) \
        "tld4.$C.2d.v4.$RT.f32 %0, [@list(1,$NH), {@list(@eval(1+$NH),2)}];"
    }
  }
}
# cube gradients: unified mode only (IntrinsicsNVVM.td has no independent ones)
foreach RT,RTY in f32,f32 s32,i32 u32,i32 {
  form tex.unified.cube.grad.v4$RT.f32 family=texsurf intr=llvm.nvvm.tex.unified.cube.grad.v4$RT.f32 sig=s4$RTY(reg:i64,@rep(reg:f32,9)) \
    "tex.grad.cube.v4.$RT.f32 %0, [%1, {%2, %3, %4, %4}], {%5, %6, %7, %7}, {%8, %9, %{10}, %{10}};"
  form tex.unified.cube.array.grad.v4$RT.f32 family=texsurf intr=llvm.nvvm.tex.unified.cube.array.grad.v4$RT.f32 sig=s4$RTY(reg:i64,reg:i32,@rep(reg:f32,9)) \
    "tex.grad.acube.v4.$RT.f32 %0, [%1, {%2, %3, %4, %5}], {%6, %7, %8, %8}, {%9, %{10}, %{11}, %{11}};"
}

# ---------------------------------------------------------------- suld / sust
# T: the intrinsic's element, B: PTX's, RT: the register type (i8 in .b16)
foreach M in clamp trap zero {
  foreach T,B,RT in i8,b8,i16 i16,b16,i16 i32,b32,i32 i64,b64,i64 {
    foreach G,P,A,D,W in 1d,1d,_,1,1 1d.array,a1d,reg:i32,1,2 2d,2d,_,2,2 {
      form suld.$G.$T.$M family=texsurf intr=llvm.nvvm.suld.$G.$T.$M sig=$RT(reg:i64,$A,@rep(reg:i32,$D)) \
        "suld.b.$P.$B.$M {%0}, [%1, {@list(2,$W)}];"
      form suld.$G.v2$T.$M family=texsurf intr=llvm.nvvm.suld.$G.v2$T.$M sig=s2$RT(reg:i64,$A,@rep(reg:i32,$D)) \
        "suld.b.$P.v2.$B.$M %0, [%1, {@list(2,$W)}];"
      form sust.b.$G.$T.$M family=texsurf intr=llvm.nvvm.sust.b.$G.$T.$M sig=void(reg:i64,$A,@rep(reg:i32,$D),reg:$RT) flags=side_effect \
        "sust.b.$P.$B.$M [%0, {@list(1,$W)}], {%{@eval(1+$W)}};"
      form sust.b.$G.v2$T.$M family=texsurf intr=llvm.nvvm.sust.b.$G.v2$T.$M sig=void(reg:i64,$A,@rep(reg:i32,$D),@rep(reg:$RT,2)) flags=side_effect \
        "sust.b.$P.v2.$B.$M [%0, {@list(1,$W)}], {@list(@eval(1+$W),2)};"
    }
    foreach G,P,A,D in 2d.array,a2d,reg:i32,2 3d,3d,_,3 {
      form suld.$G.$T.$M family=texsurf intr=llvm.nvvm.suld.$G.$T.$M sig=$RT(reg:i64,$A,@rep(reg:i32,$D)) \
        "suld.b.$P.$B.$M {%0}, [%1, {%2, %3, %4, %4}];"
      form suld.$G.v2$T.$M family=texsurf intr=llvm.nvvm.suld.$G.v2$T.$M sig=s2$RT(reg:i64,$A,@rep(reg:i32,$D)) \
        "suld.b.$P.v2.$B.$M %0, [%1, {%2, %3, %4, %4}];"
      form sust.b.$G.$T.$M family=texsurf intr=llvm.nvvm.sust.b.$G.$T.$M sig=void(reg:i64,$A,@rep(reg:i32,$D),reg:$RT) flags=side_effect \
        "sust.b.$P.$B.$M [%0, {%1, %2, %3, %3}], {%4};"
      form sust.b.$G.v2$T.$M family=texsurf intr=llvm.nvvm.sust.b.$G.v2$T.$M sig=void(reg:i64,$A,@rep(reg:i32,$D),@rep(reg:$RT,2)) flags=side_effect \
        "sust.b.$P.v2.$B.$M [%0, {%1, %2, %3, %3}], {%4, %5};"
    }
  }
  # 4-vectors: no 64-bit elements
  foreach T,B,RT in i8,b8,i16 i16,b16,i16 i32,b32,i32 {
    foreach G,P,A,D,W in 1d,1d,_,1,1 1d.array,a1d,reg:i32,1,2 2d,2d,_,2,2 {
      form suld.$G.v4$T.$M family=texsurf intr=llvm.nvvm.suld.$G.v4$T.$M sig=s4$RT(reg:i64,$A,@rep(reg:i32,$D)) \
        "suld.b.$P.v4.$B.$M %0, [%1, {@list(2,$W)}];"
      form sust.b.$G.v4$T.$M family=texsurf intr=llvm.nvvm.sust.b.$G.v4$T.$M sig=void(reg:i64,$A,@rep(reg:i32,$D),@rep(reg:$RT,4)) flags=side_effect \
        "sust.b.$P.v4.$B.$M [%0, {@list(1,$W)}], {@list(@eval(1+$W),4)};"
    }
    foreach G,P,A,D in 2d.array,a2d,reg:i32,2 3d,3d,_,3 {
      form suld.$G.v4$T.$M family=texsurf intr=llvm.nvvm.suld.$G.v4$T.$M sig=s4$RT(reg:i64,$A,@rep(reg:i32,$D)) \
        "suld.b.$P.v4.$B.$M %0, [%1, {%2, %3, %4, %4}];"
      form sust.b.$G.v4$T.$M family=texsurf intr=llvm.nvvm.sust.b.$G.v4$T.$M sig=void(reg:i64,$A,@rep(reg:i32,$D),@rep(reg:$RT,4)) flags=side_effect \
        "sust.b.$P.v4.$B.$M [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};"
    }
  }
}
# formatted stores: .b32 only (ptxas: "Unexpected instruction types
# specified for 'sust.p'" on .b8 / .b16, which llc-19 prints)
foreach V,PV,N in _,_,1 v2,.v2,2 v4,.v4,4 {
  foreach G,P,A,D,W in 1d,1d,_,1,1 1d.array,a1d,reg:i32,1,2 2d,2d,_,2,2 {
    form sust.p.$G.${V}i32.trap family=texsurf intr=llvm.nvvm.sust.p.$G.${V}i32.trap sig=void(reg:i64,$A,@rep(reg:i32,$D),@rep(reg:i32,$N)) flags=side_effect \
      "sust.p.$P$PV.b32.trap [%0, {@list(1,$W)}], {@list(@eval(1+$W),$N)};"
  }
  foreach G,P,A,D in 2d.array,a2d,reg:i32,2 3d,3d,_,3 {
    form sust.p.$G.${V}i32.trap family=texsurf intr=llvm.nvvm.sust.p.$G.${V}i32.trap sig=void(reg:i64,$A,@rep(reg:i32,$D),@rep(reg:i32,$N)) flags=side_effect \
      "sust.p.$P$PV.b32.trap [%0, {%1, %2, %3, %3}], {@list(4,$N)};"
  }
}

# ---------------------------------------------------------------- queries
foreach Q,N in width,width height,height depth,depth channel.order,channel_order channel.data.type,channel_data_type \
               num.samples,num_samples num.mipmap.levels,num_mipmap_levels array.size,array_size {
  form txq.$N family=texsurf intr=llvm.nvvm.txq.$Q sig=i32(reg:i64) flags=nomem "txq.$N.b32 %0, [%1];"
}
foreach Q,N in width,width height,height depth,depth channel.order,channel_order channel.data.type,channel_data_type \
               array.size,array_size {
  form suq.$N family=texsurf intr=llvm.nvvm.suq.$Q sig=i32(reg:i64) flags=nomem "suq.$N.b32 %0, [%1];"
}
foreach Q,N in sampler,samplerref surface,surfref texture,texref {
  form istypep.$N family=texsurf intr=llvm.nvvm.istypep.$Q sig=i1(reg:i64) flags=nomem "istypep.$N %0, %1;"
}
