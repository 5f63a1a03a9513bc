"""Tagging many records: the runner (a worker pool with a dedup cache) and a whole `tag` run."""
