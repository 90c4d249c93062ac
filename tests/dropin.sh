#!/bin/sh
# The drop-in promise, checked the way a user meets it: the quick start of README.md and of dlgo.h's top comment,
# each built in an empty folder with the README's command line and run on the shipped model,
#   1. with dlgo.h alone (the CPU library; must build whether or not volk is installed on this machine), then
#   2. with dlgo.h + dlgo_shaders.h, which switches the Vulkan backend on when <volk.h> is found (skipped, and said
#      so, on a machine without volk), and with -DDLGO_VULKAN (the explicit opt-in).
# Usage: tests/dropin.sh (from the repository root). Exit status non-zero on any failure.
set -eu
CC=${CC:-cc}
root=$(pwd)
tmp=$(mktemp -d /tmp/dlgo_dropin.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail=0

# the first ```c block of the README, and the indented quick start of dlgo.h's top comment
sed -n '/^```c$/,/^```$/p' README.md | sed '1d;$d' | sed '/^```/,$d' > "$tmp/readme.c"
sed -n '/^   QUICK START/,/^   Every other file/p' dlgo.h | sed -n '/#define DLGO_IMPLEMENTATION/,/^       }$/p' \
    | sed 's/^       //; s/#define DLGO_IMPLEMENTATION.*/#define DLGO_IMPLEMENTATION/' > "$tmp/top.c"
for f in readme top; do
    [ -s "$tmp/$f.c" ] || { echo "dropin: could not extract the $f quick start"; exit 1; }
    grep -q 'dlgo_generate' "$tmp/$f.c" || { echo "dropin: the $f quick start has no dlgo_generate"; exit 1; }
done

has_volk=0
printf '#include <volk.h>\nint main(void){return 0;}\n' > "$tmp/v.c"
if $CC -fsyntax-only "$tmp/v.c" 2>/dev/null; then has_volk=1; fi

# build DIR SRC NAME [CFLAGS...]: the README's command line, in an empty folder
build() {
    d=$1; src=$2; name=$3; shift 3
    cp "$tmp/$src.c" "$d/app.c"
    mkdir -p "$d/models"; cp "$root/models/stories260K.gguf" "$d/models/"; cp "$root/models/stories260K.gguf" "$d/"
    if ! (cd "$d" && $CC -std=c99 -O2 "$@" app.c -o app -lm 2> build.txt); then
        echo "dropin: FAIL $name: does not build"; cat "$d/build.txt"; fail=1; return 1
    fi
    out=$(cd "$d" && ./app) || { echo "dropin: FAIL $name: exit status $?"; fail=1; return 1; }
    case "$out" in *[a-z]*) ;; *) echo "dropin: FAIL $name: printed no text"; fail=1; return 1;; esac
    vk=$(nm "$d/app" 2>/dev/null | grep -c ' volkInitialize$' || true)
}

for src in readme top; do
    d="$tmp/alone-$src"; mkdir "$d"; cp dlgo.h "$d/"
    build "$d" $src "dlgo.h alone ($src quick start)" || continue
    [ "$vk" = 0 ] || { echo "dropin: FAIL dlgo.h alone pulled in volk"; fail=1; continue; }
    echo "dropin: ok  dlgo.h alone, $src quick start (volk on this machine: $([ $has_volk = 1 ] && echo yes || echo no)) -> CPU build"
done

if [ $has_volk = 1 ]; then
    for mode in auto opt-in; do
        d="$tmp/two-$mode"; mkdir "$d"; cp dlgo.h dlgo_shaders.h "$d/"
        flag=""; [ $mode = opt-in ] && flag=-DDLGO_VULKAN
        build "$d" readme "dlgo.h + dlgo_shaders.h ($mode)" $flag || continue
        [ "$vk" = 1 ] || { echo "dropin: FAIL dlgo.h + dlgo_shaders.h ($mode) built without the Vulkan backend"; fail=1; continue; }
        echo "dropin: ok  dlgo.h + dlgo_shaders.h + volk ($mode${flag:+: $flag}) -> Vulkan backend compiled in"
    done
    # the opt-in without the second file must say what is missing, not build a CPU library quietly
    d="$tmp/optin-alone"; mkdir "$d"; cp dlgo.h "$d/"; cp "$tmp/readme.c" "$d/app.c"
    if (cd "$d" && $CC -std=c99 -O2 -DDLGO_VULKAN app.c -o app -lm 2> build.txt); then
        echo "dropin: FAIL -DDLGO_VULKAN without dlgo_shaders.h built"; fail=1
    elif grep -q 'dlgo_shaders.h' "$d/build.txt"; then echo "dropin: ok  -DDLGO_VULKAN without dlgo_shaders.h: a compile error naming it"
    else echo "dropin: FAIL -DDLGO_VULKAN without dlgo_shaders.h: unclear error"; cat "$d/build.txt"; fail=1; fi
else
    echo "dropin: SKIPPED dlgo.h + dlgo_shaders.h + volk (no <volk.h> on this machine)"
fi
exit $fail
