# lit configuration for hpvmcc's compiler tests (test/lit/).
#
# Substitutions:
#   %hpvmcc      the driver under test (build/bin/hpvmcc)
#   %hpvmclang   the same driver under its C name
#   %clangxx     clang++-19, for sequential references (pragmas ignored)
#   %clang       clang-19, the same for C
#   %examples    the examples/ folder
#   %hpvmbuild   the build tree (bin/, include/, lib/ as when installed)
#   %tensor_seq  compile and link options for a tensor program built by
#                clang++ alone (its sequential reference): hpvmcc's headers,
#                libhpvm-tensor and what it needs
#   %hpvmsrc     the source tree
# Features: 'gpu' when an NVIDIA GPU is usable (nvidia-smi lists one),
#           'ptxas' when the CUDA toolkit's ptxas is present,
#           'cmake' when cmake and ninja are,
#           'clangd' when Debian's clangd-19 is,
#           'ccache', 'distcc' when those are (distcc: with its daemon),
#           'cpack' when cpack, dpkg-deb and pkg-config are,
#           'bash-completion' when Debian's bash-completion is,
#           'avx2', 'avx512' when this CPU runs AVX2+FMA / AVX-512F code,
#           'opencl' when the OpenCL ICD loader finds a platform (PoCL),
#           'long-tests' with HPVM_LONG_TESTS=1 (long modes of sampled tests),
#           'gnuplot' when gnuplot is (hpvm-tune's plots).
import os
import shutil
import subprocess

import lit.formats

config.name = "hpvmcc"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cpp", ".c", ".ll", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.hpvm_obj_root, "test", "lit")

config.environment["PATH"] = os.pathsep.join(
    [os.path.join(config.hpvm_obj_root, "bin"), config.llvm_tools_dir,
     config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["HOME"] = os.environ.get("HOME", "/tmp")
# HPVM_LONG_TESTS=1: whole-suite tests build every program, not their CI
# sample, and the long-tests feature runs long modes (docs/testing.md).
if os.environ.get("HPVM_LONG_TESTS") == "1":
    config.environment["HPVM_LONG_TESTS"] = "1"
    config.available_features.add("long-tests")

config.substitutions.append(
    ("%hpvmcc", os.path.join(config.hpvm_obj_root, "bin", "hpvmcc")))
config.substitutions.append(
    ("%hpvmclang", os.path.join(config.hpvm_obj_root, "bin", "hpvmclang")))
config.substitutions.append(
    ("%clangxx", os.path.join(config.llvm_tools_dir, "clang++")))
# After %clangxx, which it is a prefix of.
config.substitutions.append(
    ("%clang", os.path.join(config.llvm_tools_dir, "clang")))
config.substitutions.append(
    ("%examples", os.path.join(config.hpvm_src_root, "examples")))
config.substitutions.append(("%hpvmbuild", config.hpvm_obj_root))
obj_lib = os.path.join(config.hpvm_obj_root, "lib")
obj_include = os.path.join(config.hpvm_obj_root, "include")
config.substitutions.append(
    ("%tensor_seq", " ".join([
        "-I" + obj_include, "-I" + os.path.join(obj_include, "hpvm"),
        os.path.join(obj_lib, "libhpvm-tensor.a"),
        os.path.join(obj_lib, "libhpvm-rt.a"), "-ldnnl", "-fopenmp",
        "-pthread"])))
config.substitutions.append(("%hpvmsrc", config.hpvm_src_root))
config.substitutions.append(
    ("%scripts", os.path.join(config.hpvm_src_root, "scripts")))

if os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")
    config.environment["PATH"] += os.pathsep + "/usr/local/cuda/bin"
if shutil.which("cmake") and shutil.which("ninja"):
    config.available_features.add("cmake")
if shutil.which("clangd-19"):
    config.available_features.add("clangd")
if all(shutil.which(t) for t in ("cpack", "dpkg-deb", "pkg-config")):
    config.available_features.add("cpack")
if os.path.exists("/usr/share/bash-completion/bash_completion"):
    config.available_features.add("bash-completion")
if shutil.which("ccache"):
    config.available_features.add("ccache")
if shutil.which("distcc") and shutil.which("distccd"):
    config.available_features.add("distcc")
smi = shutil.which("nvidia-smi")
if smi and subprocess.run([smi, "-L"], capture_output=True).returncode == 0:
    config.available_features.add("gpu")

def has_opencl_platform():
    import ctypes
    try:
        lib = ctypes.CDLL("libOpenCL.so.1")
    except OSError:
        return False
    count = ctypes.c_uint(0)
    return lib.clGetPlatformIDs(0, None, ctypes.byref(count)) == 0 and \
        count.value > 0


if has_opencl_platform():
    config.available_features.add("opencl")

try:
    with open("/proc/cpuinfo") as cpuinfo:
        cpu_flags = set(cpuinfo.read().split())
except OSError:
    cpu_flags = set()
if {"avx2", "fma"} <= cpu_flags:
    config.available_features.add("avx2")
if "avx512f" in cpu_flags:
    config.available_features.add("avx512")
if shutil.which("gnuplot"):
    config.available_features.add("gnuplot")
