"""options_documented.py HELP MANPAGE COMPLETION - checks that every option
`hpvmcc --help` lists (in the file HELP) appears in the man page and in the
bash completion script; prints the options checked, or what is missing."""
import re
import sys

help_text, man, completion = (open(p).read() for p in sys.argv[1:4])
# Man pages escape hyphens.
man = man.replace("\\-", "-")
options = []
for line in help_text.splitlines():
    m = re.match(r"  (-[^\s<]+)", line)
    if m and not line.startswith("  HPVM_"):
        options.append(re.sub(r"=.*", "=", m.group(1)))
missing = [(o, where) for o in options
           for where, text in (("man page", man), ("completion", completion))
           if o not in text]
for option, where in missing:
    print(f"{option}: not in the {where}")
print("checked:", " ".join(sorted(options)))
sys.exit(1 if missing else 0)
