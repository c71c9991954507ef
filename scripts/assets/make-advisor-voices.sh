#!/usr/bin/env bash
# Regenerates the advisors' spoken introductions (packages/db/assets/advisors/<agentId>.wav) on this machine:
# espeak-ng speaks each advisor's voiceScript, sox makes it a small mono 16 kHz 16-bit WAV.
# Needs Debian's espeak-ng and sox: apt-get install -y espeak-ng sox
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../packages/db/assets/advisors"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
female=(f2 f3 f4 f5 f1)
male=(m3 m7 m2 m4 m1)
i=0
cd "$here/../.."
npx tsx scripts/assets/print-voice-scripts.ts | while IFS=$'\t' read -r id gender text; do
  if [ "$gender" = female ]; then variant=${female[$((i % 5))]}; else variant=${male[$((i % 5))]}; fi
  speed=$((150 + (i * 7) % 16))
  pitch=$((40 + (i * 11) % 25))
  espeak-ng -v "en-us+${variant}" -s "$speed" -p "$pitch" -w "$tmp/$id.raw.wav" "$text"
  # Two passes: sox cannot fade a stream whose length the silence trim left unknown. The light reverb
  # belongs to the first pass too: after a channel-changing effect, `fade ... -0` ends the file early.
  sox "$tmp/$id.raw.wav" -r 16000 -c 1 -b 16 "$tmp/$id.trim.wav" \
    reverb 12 channels 1 silence 1 0.05 0.5% reverse silence 1 0.05 0.5% reverse
  sox "$tmp/$id.trim.wav" "$out/$id.wav" norm -1 fade t 0.02 -0 0.3 pad 0.1 0.2
  echo "$id.wav $(soxi -D "$out/$id.wav") s"
  i=$((i + 1))
done
