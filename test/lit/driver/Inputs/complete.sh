#!/usr/bin/env bash
# complete.sh SCRIPT WORD... - what the completion function of SCRIPT offers
# for the last WORD of the command line WORD..., sorted, one a line.
source /usr/share/bash-completion/bash_completion
source "$1"; shift
COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
_hpvmcc
printf '%s\n' "${COMPREPLY[@]}" | sort
