# check-name: link --annotate into a directory holding other files is refused before anything is written, as fix -o is
# check-command: rcucheck link --annotate outdir-not-empty
# check-exit-value: 2
# check-error-start
# link: 0 facts files, 0 functions, 0 call sites: 0 findings
# rcucheck: error: --annotate outdir-not-empty: the directory holds other files (notes.txt); refusing to write a series into it
# check-error-end
