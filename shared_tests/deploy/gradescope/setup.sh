#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image (Ubuntu): Python 3.11 or newer for
# the grader (it needs nothing else: the standard library and the files of this zip), bubblewrap for its
# sandbox where the container allows one, and the languages the students write in. Edit PACKAGES for yours.
set -euo pipefail
PACKAGES="nodejs default-jdk-headless"
here="$(cd "$(dirname "$0")" && pwd)"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq bubblewrap $PACKAGES >/dev/null
find_python() {
    for name in python3.13 python3.12 python3.11 python3; do
        if command -v "$name" >/dev/null && "$name" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
            command -v "$name"
            return 0
        fi
    done
    return 1
}
python="$(find_python || true)"
if [ -z "$python" ]; then
    apt-get install -y -qq python3.11 >/dev/null || {
        apt-get install -y -qq software-properties-common >/dev/null
        add-apt-repository -y ppa:deadsnakes/ppa && apt-get update -qq && apt-get install -y -qq python3.11 >/dev/null
    }
    python="$(find_python)"
fi
echo "$python" > "$here/python"
"$python" -c 'import sys; print("the grader will run on Python", sys.version.split()[0])'
