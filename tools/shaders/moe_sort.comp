#version 450
// moe_sort.comp — one workgroup groups the batch's (token, pick) slots by expert: counts, offsets, the slot list
// ordered by expert, and a list of tiles (expert, first list entry, up to NT slots) that moe_mm.comp's workgroups
// take one each. The order of slots within an expert does not matter: every slot has its own output row.
#include "common.glsl"
layout(std430, binding = 1) buffer ActU { uint actu[]; };
#define WG 256
#define NT 8   // slots per tile: moe_mm.comp's NT
layout(local_size_x = WG) in;
layout(push_constant) uniform PC {
    uint n_exp, n_slots;   // slots = tokens * k
    uint ids_off;          // expert of each slot
    uint cnt_off, off_off, toff_off, rank_off, list_off, tile_off, ntile_off;
} pc;
void main() {
    const uint tid = gl_LocalInvocationID.x, X = pc.n_exp;
    for (uint e = tid; e < X; e += WG) actu[pc.cnt_off + e] = 0u;
    memoryBarrierBuffer(); barrier();
    for (uint i = tid; i < pc.n_slots; i += WG) actu[pc.rank_off + i] = atomicAdd(actu[pc.cnt_off + actu[pc.ids_off + i]], 1u);
    memoryBarrierBuffer(); barrier();
    if (tid == 0u) {
        uint o = 0u, to = 0u;
        for (uint e = 0; e < X; e++) {
            const uint c = actu[pc.cnt_off + e];
            actu[pc.off_off + e] = o; actu[pc.toff_off + e] = to;
            o += c; to += (c + NT - 1u) / NT;
        }
        actu[pc.ntile_off] = to;
    }
    memoryBarrierBuffer(); barrier();
    for (uint i = tid; i < pc.n_slots; i += WG) actu[pc.list_off + actu[pc.off_off + actu[pc.ids_off + i]] + actu[pc.rank_off + i]] = i;
    for (uint e = tid; e < X; e += WG) {
        const uint c = actu[pc.cnt_off + e], o = actu[pc.off_off + e], to = actu[pc.toff_off + e];
        for (uint j = 0; j * NT < c; j++) {
            actu[pc.tile_off + 3u * (to + j)] = e;
            actu[pc.tile_off + 3u * (to + j) + 1u] = o + j * NT;
            actu[pc.tile_off + 3u * (to + j) + 2u] = min(uint(NT), c - j * NT);
        }
    }
}
