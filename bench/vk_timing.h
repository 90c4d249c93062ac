/* bench/vk_timing.h — what the kernel benches (vk_kbench.c, vk_gemm.c, vk_persist.c) share; they build against
   dlgo.h's internals. GPU timing: record into a GPU context's command buffer between two timestamps, submit, wait,
   and read the time:
     timing_init(d); timing_begin(g); ...dispatches...; us = timing_end_us(g, reps); timing_free(d);
   bench_open (model, device, GPU model and context in one go), spv_pipe (a pipeline from a .spv file with dlgo's
   layout) and xfer (activation rows to and from the staging buffer hostbuf, which the program makes). */
static VkQueryPool timing_qp;

static void timing_init(dlgo_vk_device *d) {
    VkQueryPoolCreateInfo qi; memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO; qi.queryType = VK_QUERY_TYPE_TIMESTAMP; qi.queryCount = 2;
    d->vk.vkCreateQueryPool(d->device, &qi, NULL, &timing_qp);
}
static void timing_free(dlgo_vk_device *d) { d->vk.vkDestroyQueryPool(d->device, timing_qp, NULL); }
/* start recording g's command buffer with the first timestamp */
static void timing_begin(dlgo_vk_ctx *g) {
    dlgo_vk_device *d = g->vm->dev;
    d->vk.vkResetCommandBuffer(g->cmd, 0);
    VkCommandBufferBeginInfo bi; memset(&bi, 0, sizeof bi); bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    d->vk.vkBeginCommandBuffer(g->cmd, &bi);
    d->vk.vkCmdResetQueryPool(g->cmd, timing_qp, 0, 2);
    d->vk.vkCmdWriteTimestamp(g->cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, timing_qp, 0);
    g->cur_pipe = VK_NULL_HANDLE; g->cur_ds = VK_NULL_HANDLE;
}
/* the second timestamp, submit and wait: microseconds per rep (-1 when the submission failed) */
static double timing_end_us(dlgo_vk_ctx *g, int reps) {
    dlgo_vk_device *d = g->vm->dev;
    d->vk.vkCmdWriteTimestamp(g->cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, timing_qp, 1);
    d->vk.vkEndCommandBuffer(g->cmd);
    dlgo_error e;
    if (dlgo__vk_submit_wait(d, g->cmd, &e) != DLGO_OK) { printf("submit: %s\n", e.msg); return -1; }
    uint64_t ts[2];
    d->vk.vkGetQueryPoolResults(d->device, timing_qp, 0, 2, sizeof ts, ts, 8, VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT);
    return (double)(ts[1] - ts[0]) * d->props.limits.timestampPeriod * 1e-3 / reps;
}
/* a memory barrier between dependent dispatches (and transfers), as dlgo records between a step's kernels */
static void timing_barrier(dlgo_vk_ctx *g) {
    dlgo_vk_device *d = g->vm->dev;
    VkMemoryBarrier mb; memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER; mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT;
    d->vk.vkCmdPipelineBarrier(g->cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                               VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
}

/* the model at path, the first GPU, the whole model on it and a context of n_ctx positions and n_batch tokens a pass;
   0 with the reason printed */
static int bench_logits_all;   /* set before bench_open: the context keeps every row's logits */
static inline int bench_open(const char *path, int n_ctx, int n_batch, dlgo_model **m, dlgo_vk_device **d, dlgo_vk_model **vm,
                             dlgo_ctx **c, dlgo_vk_ctx **g) {
    dlgo_error e;
    dlgo_vk_device_desc dd; memset(&dd, 0, sizeof dd);
    dlgo_vk_model_desc md; memset(&md, 0, sizeof md); md.n_ctx_plan = n_ctx;
    dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = n_ctx; cd.n_batch = n_batch; cd.logits_all = bench_logits_all;
    if (dlgo_model_load_file(path, NULL, m, &e) != DLGO_OK || dlgo_vk_device_create(&dd, d, &e) != DLGO_OK ||
        dlgo_vk_model_create(*d, *m, &md, vm, &e) != DLGO_OK || dlgo_ctx_create(*m, &cd, c, &e) != DLGO_OK ||
        dlgo_vk_ctx_create(*vm, *c, g, &e) != DLGO_OK) { printf("%s\n", e.msg); return 0; }
    return 1;
}
static inline void bench_close(dlgo_model *m, dlgo_vk_device *d, dlgo_vk_model *vm, dlgo_ctx *c, dlgo_vk_ctx *g) {
    dlgo_vk_ctx_destroy(g); dlgo_ctx_destroy(c); dlgo_vk_model_destroy(vm); dlgo_vk_device_destroy(d); dlgo_model_free(m);
}
/* a compute pipeline from a SPIR-V file with dlgo's layout, specialization constants 0 .. n_spec-1 from spec */
static inline VkPipeline spv_pipe(dlgo_vk_device *d, const char *path, const uint32_t *spec, uint32_t n_spec) {
    FILE *f = fopen(path, "rb"); if (!f) return VK_NULL_HANDLE;
    static uint32_t code[1 << 20]; size_t n = fread(code, 1, sizeof code, f); fclose(f);
    VkShaderModuleCreateInfo smi; memset(&smi, 0, sizeof smi);
    smi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO; smi.codeSize = n; smi.pCode = code;
    VkShaderModule sm; if (d->vk.vkCreateShaderModule(d->device, &smi, NULL, &sm) != VK_SUCCESS) return VK_NULL_HANDLE;
    VkSpecializationMapEntry me[8]; VkSpecializationInfo si; memset(&si, 0, sizeof si);
    if (n_spec > 8) n_spec = 8;
    for (uint32_t k = 0; k < n_spec; k++) { me[k].constantID = k; me[k].offset = 4 * k; me[k].size = 4; }
    si.mapEntryCount = n_spec; si.pMapEntries = me; si.dataSize = 4 * n_spec; si.pData = spec;
    VkComputePipelineCreateInfo ci; memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO; ci.layout = d->layout;
    ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO; ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT; ci.stage.module = sm;
    ci.stage.pName = "main"; ci.stage.pSpecializationInfo = n_spec ? &si : NULL;
    VkPipeline p = VK_NULL_HANDLE; d->vk.vkCreateComputePipelines(d->device, VK_NULL_HANDLE, 1, &ci, NULL, &p);
    d->vk.vkDestroyShaderModule(d->device, sm, NULL);
    return p;
}
static dlgo__vk_buf hostbuf;   /* staging for the inputs and the read-back (the program creates it) */
/* floats [off, off + n) of the activation buffer from (to_gpu) or into the staging buffer, at staging offset 0 */
static inline void xfer(dlgo_vk_ctx *g, uint32_t off, uint64_t n, int to_gpu) {
    dlgo_vk_device *d = g->vm->dev;
    timing_begin(g);
    VkBufferCopy bc; bc.size = n * 4;
    if (to_gpu) { bc.srcOffset = 0; bc.dstOffset = (uint64_t)off * 4; d->vk.vkCmdCopyBuffer(g->cmd, hostbuf.buf, g->act.buf, 1, &bc); }
    else { bc.srcOffset = (uint64_t)off * 4; bc.dstOffset = 0; d->vk.vkCmdCopyBuffer(g->cmd, g->act.buf, hostbuf.buf, 1, &bc); }
    timing_barrier(g);
    timing_end_us(g, 1);
}
