#!/bin/sh
# Only the host's own bridge addresses and a documentation address (192.0.2.1, never routed)
# are tried: the canary tests walls, it sends nothing off the machine.
set -x
gw=$(echo "$GRADING_SERVER_URL" | sed -E 's#^http://([^:/]+).*#\1#')
probe() { echo "CANARY $1:$2 -> $(curl -sS -m 3 -o /dev/null -w '%{http_code}' "http://$1:$2/" 2>&1 | tail -n 1)"; }
for port in 7233 8233 22 80 2375 5432 6379 5001; do probe "$gw" "$port"; done
for host in 172.17.0.1 127.0.0.1; do for port in 7233 8233 5000; do probe "$host" "$port"; done; done
probe 192.0.2.1 443
getent hosts pypi.org github.com 2>&1 || echo "CANARY no name resolution"
ls -la /var/run/docker.sock 2>&1
curl -sS -m 3 --unix-socket /var/run/docker.sock http://localhost/containers/json 2>&1 | head -c 200
echo "CANARY done"
