# Sourced by scripts/test.sh and scripts/test-fast.sh: run a part of the suite with `phase NAME
# COMMAND...`; each part's time is printed at the end, also when one fails.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# Workers unmount the shared disk images they mounted when they stop; a worker a test killed
# with -9 cannot, so its mounts are released here: nothing stays mounted in the checkout (a
# folder with a read-only mount inside cannot be removed).
release_images() {
  awk -v dir="$root/.a2rl/images/mnt/" 'index($5, dir) == 1 { print $5 }' /proc/self/mountinfo | sort -r | while read -r m; do umount -l "$m"; done
}
timings=()
phase() {
  local name=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  timings+=("$(printf '%-12s %5d s' "$name" $((SECONDS - start)))")
  return $rc
}
finish() {
  release_images
  [ ${#timings[@]} -eq 0 ] || printf '%s\n' "test parts (seconds):" "${timings[@]}"
}
trap finish EXIT
