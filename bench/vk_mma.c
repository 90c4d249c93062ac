/* bench/vk_mma.c — tensor-core rates through VK_NV_cooperative_matrix: lists the device's cooperative-matrix shapes
   and extensions, prints the 16 x 16 accumulators' element layout (SPV_DIR/layout.spv, from mma_layout.comp), then
   times every mma_peak.comp build in SPV_DIR named <label>__fm<FM>_fn<FN>_k<KF>_i<ITER>_s<NSG>.spv (KF 16 for f16,
   32 for int8) on grids of 264, 528 and 1056 workgroups (best of 3 each). The int8 builds need shaderInt8, which
   dlgo.h enables only with bench/i8_experiment.patch applied. Session 28 (bench/VK_RESULTS.md):
     glslc --target-env=vulkan1.2 -fshader-stage=compute -DT8=1 -DSHM=1 -DFM=2 -DFN=2 -DNSG=16 -DITER=1024 -O \
           bench/mma_peak.comp -o DIR/i8shO__fm2_fn2_k32_i1024_s16.spv
     cc -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE bench/vk_mma.c -o vk_mma -lm -ldl
     ./vk_mma MODEL.gguf DIR      (any small model: it only lends a device, a context and its activation buffer) */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <dirent.h>
#include "vk_timing.h"
static const char *ct(int t) {
    switch (t) { case VK_COMPONENT_TYPE_FLOAT16_NV: return "f16"; case VK_COMPONENT_TYPE_FLOAT32_NV: return "f32";
    case VK_COMPONENT_TYPE_SINT8_NV: return "s8"; case VK_COMPONENT_TYPE_UINT8_NV: return "u8";
    case VK_COMPONENT_TYPE_SINT32_NV: return "s32"; case VK_COMPONENT_TYPE_UINT32_NV: return "u32"; default: return "?"; }
}
int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s MODEL.gguf SPV_DIR\n", argv[0]); return 2; }
    dlgo_model *m; dlgo_vk_device *d; dlgo_vk_model *vm; dlgo_ctx *c; dlgo_vk_ctx *g;
    if (!bench_open(argv[1], 512, 512, &m, &d, &vm, &c, &g)) return 1;
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("%s, act buffer %llu bytes\n", d->name, (unsigned long long)g->act.size);
    int has_nv = 0;
    uint32_t ne = 0; vkEnumerateDeviceExtensionProperties(d->phys, NULL, &ne, NULL);
    VkExtensionProperties *ep = calloc(ne, sizeof *ep); vkEnumerateDeviceExtensionProperties(d->phys, NULL, &ne, ep);
    for (uint32_t i = 0; i < ne; i++) if (strstr(ep[i].extensionName, "ooperative") || strstr(ep[i].extensionName, "integer_dot")) { printf("  ext %s\n", ep[i].extensionName); if (!strcmp(ep[i].extensionName, "VK_NV_cooperative_matrix")) has_nv = 1; }
    free(ep);
    uint32_t nm = 0; if (has_nv) vkGetPhysicalDeviceCooperativeMatrixPropertiesNV(d->phys, &nm, NULL);
    VkCooperativeMatrixPropertiesNV mp[64]; if (nm > 64) nm = 64;
    for (uint32_t i = 0; i < nm; i++) { memset(&mp[i], 0, sizeof mp[i]); mp[i].sType = VK_STRUCTURE_TYPE_COOPERATIVE_MATRIX_PROPERTIES_NV; }
    if (nm) vkGetPhysicalDeviceCooperativeMatrixPropertiesNV(d->phys, &nm, mp);
    for (uint32_t i = 0; i < nm; i++) printf("  NV coop %ux%ux%u  A %s B %s C %s D %s scope %d\n", mp[i].MSize, mp[i].NSize, mp[i].KSize,
        ct(mp[i].AType), ct(mp[i].BType), ct(mp[i].CType), ct(mp[i].DType), (int)mp[i].scope);
    VkPhysicalDeviceVulkan12Features v12; memset(&v12, 0, sizeof v12); v12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    VkPhysicalDeviceFeatures2 f2; memset(&f2, 0, sizeof f2); f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2; f2.pNext = &v12;
    vkGetPhysicalDeviceFeatures2(d->phys, &f2); printf("  shaderInt8 %d\n", v12.shaderInt8);
    timing_init(d);
    {   /* the accumulators' layouts (layout.spv in SPV_DIR) */
        char lp[1024]; snprintf(lp, sizeof lp, "%s/layout.spv", argv[2]);
        VkPipeline p = spv_pipe(d, lp, NULL, 0);
        dlgo_error e;
        if (!p) printf("layout: no pipeline from %s\n", lp);
        else if (dlgo__vk_buf_create(d, &hostbuf, 4096, 1, 0, &e, "staging") != DLGO_OK) printf("layout: %s\n", e.msg);
        else {
            timing_begin(g);
            d->vk.vkCmdBindPipeline(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p);
            d->vk.vkCmdBindDescriptorSets(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, d->layout, 0, 1, &g->sets[0], 0, NULL);
            d->vk.vkCmdDispatch(g->cmd, 1, 1, 1);
            timing_end_us(g, 1);
            xfer(g, 0, 1024, 0);
            const int *v = (const int *)hostbuf.map;
            printf("layout: int32 length %d, f32 length %d\n", v[0], v[256]);
            for (int l = 0; l < 32; l++) {
                printf("  lane %2d int32:", l); for (int k = 0; k < 8; k++) printf(" (%d,%d)", v[512 + l * 8 + k] >> 4, v[512 + l * 8 + k] & 15);
                printf("   f32:"); for (int k = 0; k < 8; k++) printf(" (%d,%d)", v[768 + l * 8 + k] >> 4, v[768 + l * 8 + k] & 15);
                printf("\n");
            }
            dlgo__vk_buf_free(d, &hostbuf);
        }
        if (p) d->vk.vkDestroyPipeline(d->device, p, NULL);
    }
    DIR *dir = opendir(argv[2]); struct dirent *de; char path[1024];
    while (dir && (de = readdir(dir))) {
        unsigned fm, fn, kf, it, nsg; char lab[64];
        if (sscanf(de->d_name, "%63[^_]__fm%u_fn%u_k%u_i%u_s%u.spv", lab, &fm, &fn, &kf, &it, &nsg) != 6) continue;
        snprintf(path, sizeof path, "%s/%s", argv[2], de->d_name);
        VkPipeline p = spv_pipe(d, path, NULL, 0);
        if (!p) { printf("  %-40s pipeline failed\n", de->d_name); continue; }
        const uint32_t G[3] = { 264, 528, 1056 };
        for (int gi = 0; gi < 3; gi++) {
            double best = 1e30;
            for (int r = 0; r < 3; r++) {
                timing_begin(g);
                d->vk.vkCmdBindPipeline(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, p);
                d->vk.vkCmdBindDescriptorSets(g->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, d->layout, 0, 1, &g->sets[0], 0, NULL);
                d->vk.vkCmdDispatch(g->cmd, G[gi], 1, 1);
                double us = timing_end_us(g, 1); if (us > 0 && us < best) best = us;
            }
            const double ops = 2.0 * G[gi] * nsg * fm * fn * 16.0 * 16.0 * kf * it;
            printf("  %-40s G %4u  %9.1f us  %7.1f T(FL)OP/s\n", de->d_name, G[gi], best, ops / (best * 1e-6) / 1e12);
        }
        d->vk.vkDestroyPipeline(d->device, p, NULL);
    }
    if (dir) closedir(dir);
    timing_free(d); bench_close(m, d, vm, c, g);
    return 0;
}
