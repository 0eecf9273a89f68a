"""Issue 13's instruction families, and which upstream NVPTX test file
belongs to which (shared by import.py and run.py).

A file belongs to the first family whose file-name pattern matches its
name or whose content pattern matches its text (the intrinsics it calls).
"""
import re

FAMILIES = [
    ("wgmma", r"wgmma", r"llvm\.nvvm\.wgmma"),
    ("tcgen05", r"tcgen05", r"llvm\.nvvm\.tcgen05"),
    ("tma", r"cp-async-bulk", r"llvm\.nvvm\.cp\.async\.bulk"),
    ("st.async/multimem", r"st_async|multimem", r"llvm\.nvvm\.(st\.async|red\.async|multimem)"),
    ("mbarrier", r"mbarrier", r"llvm\.nvvm\.mbarrier"),
    ("cp.async", r"async-copy", r"llvm\.nvvm\.cp\.async\.(ca|cg|commit|wait|mbarrier)"),
    ("tensormap", r"tensormap", r"llvm\.nvvm\.tensormap"),
    ("fence/proxy", r"^(fence|op-fence|thread-fence)", r"llvm\.nvvm\.fence\."),
    ("clusterlaunchcontrol", r"clusterlaunchcontrol", r"llvm\.nvvm\.clusterlaunchcontrol"),
    ("clusters", r"cluster",
     r"llvm\.nvvm\.(read\.ptx\.sreg\.(cluster|is_explicit_cluster)|barrier\.cluster|mapa|getctarank)"),
    ("wmma/mma/ldmatrix", r"^wmma|(^|-)mma", r"llvm\.nvvm\.(wmma|mma|ldmatrix|stmatrix)"),
    ("redux/elect/griddepcontrol/setmaxnreg", r"^(redux|elect|griddepcontrol|setmaxnreg)",
     r"llvm\.nvvm\.(redux|elect|griddepcontrol|setmaxnreg)"),
    ("conversions", r"^convert-sm\d|^convert_.*x2",
     r"llvm\.nvvm\.[\w.]*(e4m3|e5m2|e2m1|e2m3|e3m2|ue8m0)"),
    ("prefetch", r"^prefetch", r"llvm\.nvvm\.prefetch"),
]


def family_of(name, text):
    for fam, name_re, text_re in FAMILIES:
        if re.search(name_re, name) or re.search(text_re, text):
            return fam
    return None
