"""hpvm-tune: ApproxTuner's development-time and install-time tuning of the
approximation knobs of a tensor program (docs/tuning.md)."""
