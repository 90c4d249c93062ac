#version 450
// bench/mma_peak.comp — the tensor cores' rate through VK_NV_cooperative_matrix (timing only, bench/vk_mma.c): each
// of NSG subgroups multiplies FM x FN fragments ITER times, the operands loaded from shared memory every step (SHM 1,
// as mm_coop.comp's tiles do) or held in registers (SHM 0); T8 = 1: int8 x int8 -> int32 16x16x32, else f16 x f16 ->
// f32 16x16x16; SC = 1 (with T8): each 32-deep product into a fresh int32 matrix, added to f32 accumulators element
// by element times a row and a column scale from shared memory (what 8-bit products with per-32 scales cost).
// Every accumulator is stored to its own place at the end: a build that let the compiler drop some (session 28's
// first run stored all to one place) timed fewer products than it counted.
#extension GL_NV_cooperative_matrix : enable
#extension GL_NV_integer_cooperative_matrix : enable
#extension GL_EXT_control_flow_attributes : enable
#extension GL_KHR_memory_scope_semantics : enable
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int32 : enable
#ifndef FM
#define FM 4
#endif
#ifndef FN
#define FN 2
#endif
#ifndef NSG
#define NSG 8
#endif
#ifndef ITER
#define ITER 2048
#endif
#ifndef SHM
#define SHM 1
#endif
#define KW 4                         // 16-byte words of K a fragment row holds (32 f16 = 2 frags of K16, or 64 int8 = 2 frags of K32)
#define LDA (KW + 1)
layout(local_size_x = 32 * NSG) in;
layout(std430, binding = 1) buffer ActF { float actf[]; };
layout(std430, binding = 1) buffer ActI { int acti[]; };
shared uvec4 sm[2048];   // 32 KiB, as a tile: two A slabs of FM 16 rows (subgroup sg reads slab sg % 2), then NSG / 2
                         // B slabs of FN 16 tokens (slab sg / 2), LDA words a row
#if (2 * FM + (NSG / 2) * FN) * 16 * LDA > 2048
#error "mma_peak: the slabs must fit the 2048 words"
#endif
shared float ssc[512];
#ifndef SC
#define SC 0
#endif
#if T8
#define AT icoopmatNV<8, gl_ScopeSubgroup, 16, 32>
#define BT icoopmatNV<8, gl_ScopeSubgroup, 32, 16>
#define CT icoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define KF 32
#else
#define AT fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>
#define BT fcoopmatNV<16, gl_ScopeSubgroup, 16, 16>
#define CT fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>
#define KF 16
#endif
void main() {
    const uint sg = gl_SubgroupID, lane = gl_SubgroupInvocationID;
    for (uint i = gl_LocalInvocationID.x; i < sm.length(); i += 32 * NSG) sm[i] = uvec4(i * 0x01010101u, i + 3u, i ^ 0x5a5a5a5au, i * 7u) & uvec4(0x1f1f1f1fu);
    barrier();
#if SC
#define CZ fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0)
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> c[FM][FN];
    for (uint i = gl_LocalInvocationID.x; i < 512u; i += 32 * NSG) ssc[i] = float(i) * 1e-3;
    barrier();
#else
#define CZ CT(0)
    CT c[FM][FN];
#endif
    [[unroll]] for (uint i = 0; i < FM; i++) [[unroll]] for (uint j = 0; j < FN; j++) c[i][j] = CZ;
    const uint ab = (sg & 1u) * FM * 16u * LDA, bb = (2u * FM + (sg >> 1) * FN) * 16u * LDA;
    AT a[FM]; BT b[FN];
#if !SHM
    [[unroll]] for (uint i = 0; i < FM; i++) coopMatLoadNV(a[i], sm, ab + 16u * i * LDA, LDA, false);
    [[unroll]] for (uint j = 0; j < FN; j++) coopMatLoadNV(b[j], sm, bb + 16u * j * LDA, LDA, true);
#endif
    for (uint it = 0; it < ITER; it++) {
        const uint kk = (it & 1u) * (KW / 2u);
#if SHM
        [[unroll]] for (uint i = 0; i < FM; i++) coopMatLoadNV(a[i], sm, ab + 16u * i * LDA + kk, LDA, false);
        [[unroll]] for (uint j = 0; j < FN; j++) coopMatLoadNV(b[j], sm, bb + 16u * j * LDA + kk, LDA, true);
#endif
#if SC
        float rs[FM][2], cs[FN][4];
        [[unroll]] for (uint i = 0; i < FM; i++) [[unroll]] for (uint e = 0; e < 2u; e++) rs[i][e] = ssc[(it * 7u + 16u * i + 8u * e + (lane >> 2)) & 511u];
        [[unroll]] for (uint j = 0; j < FN; j++) [[unroll]] for (uint e = 0; e < 4u; e++) cs[j][e] = ssc[(it * 5u + 16u * j + 8u * (e >> 1) + 2u * (lane & 3u) + (e & 1u)) & 511u];
        [[unroll]] for (uint i = 0; i < FM; i++) [[unroll]] for (uint j = 0; j < FN; j++) {
            CT ci = coopMatMulAddNV(a[i], b[j], CT(0));
            [[unroll]] for (uint e = 0; e < 8u; e++) c[i][j][e] = fma(float(ci[e]), rs[i][e >> 2] * cs[j][e & 3u], c[i][j][e]);
        }
#else
        [[unroll]] for (uint i = 0; i < FM; i++) [[unroll]] for (uint j = 0; j < FN; j++) c[i][j] = coopMatMulAddNV(a[i], b[j], c[i][j]);
#endif
    }
    const uint o = ((gl_WorkGroupID.x * NSG + sg) & 255u) * (256u * FM * FN);   // every accumulator its own place: none is dead
    [[unroll]] for (uint i = 0; i < FM; i++) [[unroll]] for (uint j = 0; j < FN; j++)
#if T8 && !SC
        coopMatStoreNV(c[i][j], acti, o + 256u * (i * FN + j), 16u, false);
#else
        coopMatStoreNV(c[i][j], actf, o + 256u * (i * FN + j), 16u, false);
#endif
}
