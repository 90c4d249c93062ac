/* bench/vk_timing.h — GPU timing for the kernel benches (vk_kbench.c, vk_gemm.c), which build against dlgo.h's
   internals: record into a GPU context's command buffer between two timestamps, submit, wait, and read the time.
     timing_init(d); timing_begin(g); ...dispatches...; us = timing_end_us(g, reps); timing_free(d); */
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
