# bench/carry_lib.sh — sourced by the bench/*_carry.sh scripts: what every carry folder for the device tool begins with.
# carry_begin REPO C W: keeps /.carry/ and /.gl/ out of git (the main repository's exclude file, also from a worktree),
# makes the work folder W and an empty carry folder C, and copies into C the Vulkan loader + glvnd .debs (amd64,
# whatever this machine is; downloaded once into W/debs with apt-get download, no root needed).
carry_begin() {
    local repo=$1 c=$2 w=$3 ex p o
    ex=$(git -C "$repo" rev-parse --path-format=absolute --git-common-dir)/info/exclude
    mkdir -p "$(dirname "$ex")"; touch "$ex"
    for p in /.carry/ /.gl/; do grep -qxF "$p" "$ex" || echo "$p" >> "$ex"; done
    mkdir -p "$w"; rm -rf "$c"; mkdir -p "$c"
    if ! ls "$w"/debs/libvulkan1_*.deb >/dev/null 2>&1; then
        mkdir -p "$w/debs" "$w/apt/partial"
        o="-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=$w/apt"
        apt-get $o update -qq
        (cd "$w/debs" && apt-get $o download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
    fi
    cp "$w"/debs/*.deb "$c/"
}
