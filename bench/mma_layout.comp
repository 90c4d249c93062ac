#version 450
// bench/mma_layout.comp — which (row, column) each lane's 8 elements of a 16 x 16 accumulator are, int32 (the
// result of 16x16x32 int8 products) and f32: both loaded from a table of r * 16 + c, each lane's elements written
// out (bench/vk_mma.c prints them)
#extension GL_NV_cooperative_matrix : enable
#extension GL_NV_integer_cooperative_matrix : enable
#extension GL_KHR_memory_scope_semantics : enable
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : enable
layout(local_size_x = 32) in;
layout(std430, binding = 1) buffer ActI { int acti[]; };
shared int s_i[256];
shared float s_f[256];
void main() {
    const uint lane = gl_SubgroupInvocationID;
    for (uint i = lane; i < 256u; i += 32u) { s_i[i] = int(i); s_f[i] = float(i); }
    barrier();
    icoopmatNV<32, gl_ScopeSubgroup, 16, 16> ix; coopMatLoadNV(ix, s_i, 0u, 16u, false);
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> fx; coopMatLoadNV(fx, s_f, 0u, 16u, false);
    acti[lane * 8u] = ix.length(); acti[256u + lane * 8u] = fx.length();
    for (uint e = 0; e < 8u; e++) { acti[512u + lane * 8u + e] = ix[e]; acti[768u + lane * 8u + e] = int(fx[e]); }
}
