# check-name: fix: -o into a directory holding other files is refused before anything is written
# check-command: rcucheck fix -C . -o outdir-not-empty return-inside.json
# check-exit-value: 2
# check-error-start
# rcucheck: error: -o outdir-not-empty: the directory holds other files (notes.txt); refusing to write a series into it
# check-error-end
