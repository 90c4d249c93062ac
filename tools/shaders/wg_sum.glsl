// wg_sum.glsl — the sum of v over a workgroup of WG threads: subgroup sums, then one pass over the subgroups'
// partials (any subgroup size; two barriers, where a tree over shared memory takes log2(WG) + 1). Every thread gets
// the sum; every thread must call it. Needs WG defined and GL_KHR_shader_subgroup_arithmetic enabled.
shared float wg_red[WG];
float wg_sum(float v) {
    v = subgroupAdd(v);
    if (gl_SubgroupInvocationID == 0u) wg_red[gl_SubgroupID] = v;
    barrier();
    float s = 0.0;
    for (uint i = 0; i < gl_NumSubgroups; i++) s += wg_red[i];
    barrier();
    return s;
}
