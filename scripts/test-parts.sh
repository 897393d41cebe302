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
record() { timings+=("$(printf '%-12s %5d s%s' "$1" "$2" "${3:-}")"); }
phase() {
  local name=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  record "$name" $((SECONDS - start))
  return $rc
}
# `beside NAME COMMAND...` starts a part in the background with its output kept aside; the parts
# after it run meanwhile, and `join_beside` waits for it, prints its output and returns its status.
beside_pid=
beside() {
  beside_name=$1 beside_out=$(mktemp)
  shift
  # A process group of its own (job control on while it starts), so an interrupted run stops it whole.
  set -m
  ( start=$SECONDS rc=0; "$@" >"$beside_out" 2>&1 || rc=$?; echo $((SECONDS - start)) >"$beside_out.time"; exit $rc ) &
  beside_pid=$!
  set +m
}
join_beside() {
  local rc=0
  wait "$beside_pid" || rc=$?
  beside_pid=
  printf '\n%s (run beside the parts after it):\n' "$beside_name"
  cat "$beside_out"
  record "$beside_name" "$(cat "$beside_out.time")" " (beside the parts after it)"
  rm -f "$beside_out" "$beside_out.time"
  return $rc
}
finish() {
  # An interrupted run stops the part it started in the background.
  [ -z "$beside_pid" ] || kill -- "-$beside_pid" 2>/dev/null || true
  release_images
  [ ${#timings[@]} -eq 0 ] || printf '%s\n' "test parts (seconds):" "${timings[@]}"
}
trap finish EXIT
