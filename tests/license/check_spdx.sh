#!/usr/bin/env bash
# SPDX-License-Identifier: MIT OR Apache-2.0
# Every source file that git tracks names the project's license in an SPDX
# line, and both license texts are at the root. Data (vectors, lock files,
# JSON, Markdown) is not source and carries no such line.
set -euo pipefail
cd "$(dirname "$0")/../.."
tag='SPDX-License-Identifier: MIT OR Apache-2.0'
status=0
for text in LICENSE-MIT LICENSE-APACHE; do
  [ -s "$text" ] || { echo "license: $text is missing"; status=1; }
done
while IFS= read -r file; do
  [ -L "$file" ] && continue
  # At the top: the first line, or the second after a shebang or bindgen's banner.
  if ! head -n 2 "$file" | grep -q -- "$tag"; then
    echo "license: $file does not start with '$tag'"
    status=1
  fi
done < <(git ls-files | grep -E '(^|/)(CMakeLists\.txt|[^/]*\.(c|h|go|rs|py|pyi|sh|cmake|toml|in))$|^(ci/test-all|ci/run|bench/run-all|\.ci/run)$' | grep -v 'Cargo\.lock$')
[ $status -eq 0 ] && echo "license: every source file carries '$tag'"
exit $status
