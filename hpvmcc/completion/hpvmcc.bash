# hpvmcc.bash - bash completion of hpvmcc and hpvmclang, installed as
# share/bash-completion/completions/hpvmcc (and hpvmclang).
#
# hpvmcc's own options and their values; clang's options, which hpvmcc
# accepts, as clang-19 completes them (--autocomplete); files otherwise.
# Every option of `hpvmcc --help' is here
# (test/lit/driver/man-and-completion.test).

_hpvmcc() {
  local cur prev words cword
  # '=' stays in the word, so that --emit=<tab> completes the value.
  _init_completion -n = || return

  case $cur in
  --hpvm-targets=*)
    # A comma-separated list: complete its last element.
    local list=${cur#--hpvm-targets=}
    local done=${list%"${list##*,}"}
    mapfile -t COMPREPLY < <(compgen -P "--hpvm-targets=$done" \
      -W "cpu vector gpu opencl" -- "${list##*,}")
    compopt -o nospace
    return
    ;;
  --emit=*)
    mapfile -t COMPREPLY < <(compgen -P --emit= -W "rewritten hpvm-ir \
      hpvm-bc dfg dfg-dot ptx opencl vector-ir llvm-ir obj" -- "${cur#--emit=}")
    return
    ;;
  --hpvm-gpu-api=*)
    mapfile -t COMPREPLY < <(compgen -P --hpvm-gpu-api= -W "cuda opencl" \
      -- "${cur#--hpvm-gpu-api=}")
    return
    ;;
  --cuda-arch=*)
    mapfile -t COMPREPLY < <(compgen -P --cuda-arch= -W "sm_60 sm_61 sm_70 \
      sm_75 sm_80 sm_86 sm_87 sm_89 sm_90" -- "${cur#--cuda-arch=}")
    return
    ;;
  -*=*)
    # A value of one of clang's options (-std=c++<tab>).
    local flag=${cur%%=*}= values
    values=$(clang-19 --autocomplete="$flag,${cur#*=}" 2>/dev/null |
      sed -e $'s/\t.*//')
    mapfile -t COMPREPLY < <(compgen -P "$flag" -W "$values" -- "${cur#*=}")
    return
    ;;
  -*)
    local own="--cuda-arch= --emit= --help --hpvm-auto --hpvm-gpu-api=
      --hpvm-launcher --hpvm-ldg --hpvm-no-constant-memory --hpvm-no-fusion
      --hpvm-no-ldg
      --hpvm-report
      --hpvm-targets= --no-cuda-cubin --version -### -save-temps -v"
    local clang
    clang=$(clang-19 --autocomplete="$cur" 2>/dev/null | sed -e $'s/\t.*//')
    mapfile -t COMPREPLY < <(compgen -W "$own $clang" -- "$cur")
    if [[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *= ]]; then
      compopt -o nospace
    fi
    return
    ;;
  esac
  _filedir
}
complete -F _hpvmcc hpvmcc hpvmclang
