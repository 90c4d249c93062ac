/* vk_frame.c — two NPCs talk inside a game's 60 fps frame loop, on the game's own Vulkan device.

   The program is the game: it owns the VkInstance and VkDevice (created with what dlgo_vk_get_requirements asks
   for), renders a scene that moves into an offscreen image every frame, and attaches dlgo to its device
   (dlgo_vk_device_attach). dlgo never waits for the GPU: dlgo_ctx_step submits a slice of layers and returns; the
   game polls it at the start of the frame and while it idles until the next frame's deadline, and starts no new
   slice once the frame's model budget (--budget-us: the GPU time of its slices, from dlgo's timestamps, and the host
   time of the calls) is spent. dlgo sizes each slice to --slice-us of GPU time: layers of one token, or of a chunk of
   a prompt's tokens. The NPCs take
   turns: each line one says is fed to the other, who answers. When a context fills up it is shifted (the oldest
   turns dropped, the prompt kept), so the conversation never ends.

   Prints the dialogue, then frame time p50/p99/max, frames past the deadline, the model's share of a frame (host
   time in dlgo calls + GPU time of its slices), tokens/s, the slices' GPU times, the frames with the largest
   share, the host's part of a frame (steps, submits, sampling) and, for each late frame (the first 8), where its time
   went; writes the last frame as a PNG.

   Usage: vk_frame [-m MODEL] [--no-model] [--frames N] [--budget-us B] [--slice-us S] [--fps F] [--size WxH] [--png FILE]
                   [--n-ctx N] [--scene-load N] [--pipeline-cache FILE] [--quiet] [--verbose]
   --verbose: dlgo's information messages too (warnings and errors always), e.g. with DLGO_VK_PROFILE=1 the host's
   cost of submitting the slices.
   --pipeline-cache FILE: dlgo's pipeline cache, as a game keeps its own: read from FILE when it is there, written to it
   once the model is loaded (dlgo_vk_device_pipeline_cache), so that the next run's first frames do not wait for the
   driver's compiler.
   --scene-load N draws N full-screen layers under the scene every frame: the GPU work of a real game's frame, which
   also keeps the GPU's clocks up (a nearly idle GPU clocks down, and dlgo's slices then run several times slower).
   (defaults: models/stories260K.gguf, 600 frames, 2000 us a frame in slices of at most a third of it, 60 fps,
   640x360, vk_frame.png, 256 tokens per NPC)
   Build: make examples/vk_frame (needs volk, dlgo_shaders.h and stb_image_write.h: Debian libstb-dev). */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>
#include "vk_frame_shaders.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) { struct timespec ts; clock_gettime(CLOCK_MONOTONIC, &ts); return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6; }
static void sleep_us(double us) { if (us <= 0) return; struct timespec ts = { 0, (long)(us * 1000) }; nanosleep(&ts, NULL); }
/* a whole file in memory (malloc), or NULL when it cannot be read */
static void *file_read(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    long n = f && fseek(f, 0, SEEK_END) == 0 ? ftell(f) : -1;
    void *buf = n > 0 && fseek(f, 0, SEEK_SET) == 0 ? malloc((size_t)n) : NULL;
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) { free(buf); buf = NULL; }
    if (f) fclose(f);
    *size = buf ? (size_t)n : 0;
    return buf;
}
static int cmp_d(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static double pct(const double *v, int n, double p) {   /* nearest-rank percentile of a sorted array */
    if (n <= 0) return 0;
    int i = (int)(p / 100.0 * n + 0.999999) - 1;
    return v[i < 0 ? 0 : i >= n ? n - 1 : i];
}
#define VK(x) do { VkResult r_ = (x); if (r_ != VK_SUCCESS) { fprintf(stderr, "vk_frame: %s failed (%d)\n", #x, (int)r_); exit(1); } } while (0)

/* ---- the game's renderer: an offscreen render pass -------------------------------------------------------- */
typedef struct {
    VkInstance inst; VkPhysicalDevice phys; VkDevice dev; VkQueue q; uint32_t qfam;
    VkDeviceCreateInfo dci; VkDeviceQueueCreateInfo qi; float prio; const char *ext[8];
    dlgo_vk_requirements req;
    uint32_t w, h;
    VkImage img; VkDeviceMemory img_mem; VkImageView view; VkRenderPass rp; VkFramebuffer fb;
    VkPipelineLayout layout; VkPipeline pipe;
    VkBuffer rb; VkDeviceMemory rb_mem; void *rb_map;
    VkCommandPool pool; VkCommandBuffer cmd; VkFence fence;
    uint32_t load;   /* --scene-load: full-screen layers drawn under the scene */
} game;

static uint32_t mem_type(game *g, uint32_t bits, VkMemoryPropertyFlags want) {
    VkPhysicalDeviceMemoryProperties mp; vkGetPhysicalDeviceMemoryProperties(g->phys, &mp);
    for (uint32_t i = 0; i < mp.memoryTypeCount; i++) if ((bits & (1u << i)) && (mp.memoryTypes[i].propertyFlags & want) == want) return i;
    fprintf(stderr, "vk_frame: no memory type\n"); exit(1);
}
static VkShaderModule shader(game *g, const uint32_t *code, size_t bytes) {
    VkShaderModuleCreateInfo ci; memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO; ci.codeSize = bytes; ci.pCode = code;
    VkShaderModule m; VK(vkCreateShaderModule(g->dev, &ci, NULL, &m));
    return m;
}
/* 0: no Vulkan device (the caller says so and exits 0, as the tests' SKIP) */
static int game_init(game *g, uint32_t w, uint32_t h) {
    memset(g, 0, sizeof *g);
    g->w = w; g->h = h;
    if (volkInitialize() != VK_SUCCESS) return 0;
    VkApplicationInfo app; memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO; app.pApplicationName = "vk_frame"; app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo ici; memset(&ici, 0, sizeof ici); ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO; ici.pApplicationInfo = &app;
    if (vkCreateInstance(&ici, NULL, &g->inst) != VK_SUCCESS) return 0;
    volkLoadInstanceOnly(g->inst);
    uint32_t np = 16; VkPhysicalDevice pds[16]; vkEnumeratePhysicalDevices(g->inst, &np, pds);
    const char *want = getenv("DLGO_VK_DEVICE");
    int best = -1, rank = -1;
    for (uint32_t i = 0; i < np; i++) {   /* a discrete GPU first, as dlgo would choose; $DLGO_VK_DEVICE: index or name */
        VkPhysicalDeviceProperties p; vkGetPhysicalDeviceProperties(pds[i], &p);
        if (p.apiVersion < VK_API_VERSION_1_2) continue;
        int r = p.deviceType == VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU ? 3 : p.deviceType == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU ? 2 : 1;
        if (want && *want) r = (atoi(want) == (int)i && want[0] >= '0' && want[0] <= '9') || strstr(p.deviceName, want) ? 9 : -1;
        if (r > rank) { rank = r; best = (int)i; }
    }
    if (best < 0 || rank < 0) return 0;
    g->phys = pds[best];
    uint32_t nq = 16; VkQueueFamilyProperties qf[16]; vkGetPhysicalDeviceQueueFamilyProperties(g->phys, &nq, qf);
    g->qfam = UINT32_MAX;
    for (uint32_t i = 0; i < nq && g->qfam == UINT32_MAX; i++)
        if ((qf[i].queueFlags & (VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT)) == (VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT)) g->qfam = i;
    if (g->qfam == UINT32_MAX) return 0;
    /* what dlgo needs goes into the game's device */
    dlgo_error err;
    if (dlgo_vk_get_requirements(g->inst, g->phys, &g->req, &err) != DLGO_OK) { fprintf(stderr, "vk_frame: %s\n", err.msg); return 0; }
    g->prio = 1.0f;
    g->qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO; g->qi.queueFamilyIndex = g->qfam; g->qi.queueCount = 1; g->qi.pQueuePriorities = &g->prio;
    uint32_t ne = 0;
    for (uint32_t i = 0; i < g->req.n_extensions; i++) g->ext[ne++] = g->req.extensions[i];
    for (uint32_t i = 0; i < g->req.n_optional_extensions; i++) g->ext[ne++] = g->req.optional_extensions[i];
    g->dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO; g->dci.pNext = g->req.device_create_pnext;
    g->dci.queueCreateInfoCount = 1; g->dci.pQueueCreateInfos = &g->qi; g->dci.enabledExtensionCount = ne; g->dci.ppEnabledExtensionNames = g->ext;
    VK(vkCreateDevice(g->phys, &g->dci, NULL, &g->dev));
    volkLoadDevice(g->dev);
    vkGetDeviceQueue(g->dev, g->qfam, 0, &g->q);
    /* the render target */
    VkImageCreateInfo ii; memset(&ii, 0, sizeof ii);
    ii.sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO; ii.imageType = VK_IMAGE_TYPE_2D; ii.format = VK_FORMAT_R8G8B8A8_UNORM;
    ii.extent.width = w; ii.extent.height = h; ii.extent.depth = 1; ii.mipLevels = 1; ii.arrayLayers = 1; ii.samples = VK_SAMPLE_COUNT_1_BIT;
    ii.tiling = VK_IMAGE_TILING_OPTIMAL; ii.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
    VK(vkCreateImage(g->dev, &ii, NULL, &g->img));
    VkMemoryRequirements mr; vkGetImageMemoryRequirements(g->dev, g->img, &mr);
    VkMemoryAllocateInfo ai; memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO; ai.allocationSize = mr.size; ai.memoryTypeIndex = mem_type(g, mr.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    VK(vkAllocateMemory(g->dev, &ai, NULL, &g->img_mem)); VK(vkBindImageMemory(g->dev, g->img, g->img_mem, 0));
    VkImageViewCreateInfo vi; memset(&vi, 0, sizeof vi);
    vi.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO; vi.image = g->img; vi.viewType = VK_IMAGE_VIEW_TYPE_2D; vi.format = ii.format;
    vi.subresourceRange.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT; vi.subresourceRange.levelCount = 1; vi.subresourceRange.layerCount = 1;
    VK(vkCreateImageView(g->dev, &vi, NULL, &g->view));
    VkAttachmentDescription at; memset(&at, 0, sizeof at);
    at.format = ii.format; at.samples = VK_SAMPLE_COUNT_1_BIT; at.loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR; at.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    at.stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE; at.stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE;
    at.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED; at.finalLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
    VkAttachmentReference ar = { 0, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL };
    VkSubpassDescription sp; memset(&sp, 0, sizeof sp); sp.pipelineBindPoint = VK_PIPELINE_BIND_POINT_GRAPHICS; sp.colorAttachmentCount = 1; sp.pColorAttachments = &ar;
    VkSubpassDependency dep; memset(&dep, 0, sizeof dep);   /* the copy of the last frame waits for the colour writes */
    dep.srcSubpass = 0; dep.dstSubpass = VK_SUBPASS_EXTERNAL; dep.srcStageMask = VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT;
    dep.dstStageMask = VK_PIPELINE_STAGE_TRANSFER_BIT; dep.srcAccessMask = VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT; dep.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    VkRenderPassCreateInfo rpi; memset(&rpi, 0, sizeof rpi);
    rpi.sType = VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO; rpi.attachmentCount = 1; rpi.pAttachments = &at; rpi.subpassCount = 1; rpi.pSubpasses = &sp;
    rpi.dependencyCount = 1; rpi.pDependencies = &dep;
    VK(vkCreateRenderPass(g->dev, &rpi, NULL, &g->rp));
    VkFramebufferCreateInfo fi; memset(&fi, 0, sizeof fi);
    fi.sType = VK_STRUCTURE_TYPE_FRAMEBUFFER_CREATE_INFO; fi.renderPass = g->rp; fi.attachmentCount = 1; fi.pAttachments = &g->view; fi.width = w; fi.height = h; fi.layers = 1;
    VK(vkCreateFramebuffer(g->dev, &fi, NULL, &g->fb));
    /* the pipeline: no vertex input, two floats of push constants */
    VkPushConstantRange pr = { VK_SHADER_STAGE_VERTEX_BIT, 0, 8 };
    VkPipelineLayoutCreateInfo pli; memset(&pli, 0, sizeof pli);
    pli.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO; pli.pushConstantRangeCount = 1; pli.pPushConstantRanges = &pr;
    VK(vkCreatePipelineLayout(g->dev, &pli, NULL, &g->layout));
    VkPipelineShaderStageCreateInfo st[2]; memset(st, 0, sizeof st);
    st[0].sType = st[1].sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    st[0].stage = VK_SHADER_STAGE_VERTEX_BIT; st[0].module = shader(g, vk_frame_vert, sizeof vk_frame_vert); st[0].pName = "main";
    st[1].stage = VK_SHADER_STAGE_FRAGMENT_BIT; st[1].module = shader(g, vk_frame_frag, sizeof vk_frame_frag); st[1].pName = "main";
    VkPipelineVertexInputStateCreateInfo vin; memset(&vin, 0, sizeof vin); vin.sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO;
    VkPipelineInputAssemblyStateCreateInfo ia; memset(&ia, 0, sizeof ia);
    ia.sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO; ia.topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
    VkViewport vp = { 0, 0, (float)w, (float)h, 0, 1 }; VkRect2D sc = { { 0, 0 }, { w, h } };
    VkPipelineViewportStateCreateInfo vs; memset(&vs, 0, sizeof vs);
    vs.sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO; vs.viewportCount = 1; vs.pViewports = &vp; vs.scissorCount = 1; vs.pScissors = &sc;
    VkPipelineRasterizationStateCreateInfo rs; memset(&rs, 0, sizeof rs);
    rs.sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO; rs.polygonMode = VK_POLYGON_MODE_FILL; rs.cullMode = VK_CULL_MODE_NONE; rs.lineWidth = 1;
    VkPipelineMultisampleStateCreateInfo ms; memset(&ms, 0, sizeof ms);
    ms.sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO; ms.rasterizationSamples = VK_SAMPLE_COUNT_1_BIT;
    VkPipelineColorBlendAttachmentState cba; memset(&cba, 0, sizeof cba); cba.colorWriteMask = 0xf;
    VkPipelineColorBlendStateCreateInfo cb; memset(&cb, 0, sizeof cb);
    cb.sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO; cb.attachmentCount = 1; cb.pAttachments = &cba;
    VkGraphicsPipelineCreateInfo gp; memset(&gp, 0, sizeof gp);
    gp.sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO; gp.stageCount = 2; gp.pStages = st; gp.pVertexInputState = &vin;
    gp.pInputAssemblyState = &ia; gp.pViewportState = &vs; gp.pRasterizationState = &rs; gp.pMultisampleState = &ms; gp.pColorBlendState = &cb;
    gp.layout = g->layout; gp.renderPass = g->rp;
    VK(vkCreateGraphicsPipelines(g->dev, VK_NULL_HANDLE, 1, &gp, NULL, &g->pipe));
    vkDestroyShaderModule(g->dev, st[0].module, NULL); vkDestroyShaderModule(g->dev, st[1].module, NULL);
    /* the readback of the last frame */
    VkBufferCreateInfo bi; memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO; bi.size = (VkDeviceSize)w * h * 4; bi.usage = VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    VK(vkCreateBuffer(g->dev, &bi, NULL, &g->rb));
    vkGetBufferMemoryRequirements(g->dev, g->rb, &mr);
    ai.allocationSize = mr.size; ai.memoryTypeIndex = mem_type(g, mr.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
    VK(vkAllocateMemory(g->dev, &ai, NULL, &g->rb_mem)); VK(vkBindBufferMemory(g->dev, g->rb, g->rb_mem, 0));
    VK(vkMapMemory(g->dev, g->rb_mem, 0, VK_WHOLE_SIZE, 0, &g->rb_map));
    VkCommandPoolCreateInfo cpi; memset(&cpi, 0, sizeof cpi);
    cpi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO; cpi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT; cpi.queueFamilyIndex = g->qfam;
    VK(vkCreateCommandPool(g->dev, &cpi, NULL, &g->pool));
    VkCommandBufferAllocateInfo cai; memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO; cai.commandPool = g->pool; cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY; cai.commandBufferCount = 1;
    VK(vkAllocateCommandBuffers(g->dev, &cai, &g->cmd));
    VkFenceCreateInfo fci; memset(&fci, 0, sizeof fci); fci.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    VK(vkCreateFence(g->dev, &fci, NULL, &g->fence));
    return 1;
}
/* record and submit one frame (copy = also read the image back) */
static void game_frame(game *g, float t, int copy) {
    VK(vkResetCommandBuffer(g->cmd, 0));
    VkCommandBufferBeginInfo bi; memset(&bi, 0, sizeof bi); bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO; bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    VK(vkBeginCommandBuffer(g->cmd, &bi));
    VkClearValue cv; cv.color.float32[0] = 0.05f; cv.color.float32[1] = 0.06f; cv.color.float32[2] = 0.1f; cv.color.float32[3] = 1;
    VkRenderPassBeginInfo rb; memset(&rb, 0, sizeof rb);
    rb.sType = VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO; rb.renderPass = g->rp; rb.framebuffer = g->fb; rb.renderArea.extent.width = g->w; rb.renderArea.extent.height = g->h;
    rb.clearValueCount = 1; rb.pClearValues = &cv;
    vkCmdBeginRenderPass(g->cmd, &rb, VK_SUBPASS_CONTENTS_INLINE);
    vkCmdBindPipeline(g->cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, g->pipe);
    float pc[2] = { t, (float)g->w / (float)g->h };
    vkCmdPushConstants(g->cmd, g->layout, VK_SHADER_STAGE_VERTEX_BIT, 0, sizeof pc, pc);
    if (g->load) vkCmdDraw(g->cmd, 3, g->load, 7, 0);   /* instances from 7: full-screen layers (the scene's load) */
    vkCmdDraw(g->cmd, 3, 7, 0, 0);
    vkCmdEndRenderPass(g->cmd);
    if (copy) {
        VkBufferImageCopy c; memset(&c, 0, sizeof c);
        c.imageSubresource.aspectMask = VK_IMAGE_ASPECT_COLOR_BIT; c.imageSubresource.layerCount = 1; c.imageExtent.width = g->w; c.imageExtent.height = g->h; c.imageExtent.depth = 1;
        vkCmdCopyImageToBuffer(g->cmd, g->img, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, g->rb, 1, &c);
        VkMemoryBarrier mb; memset(&mb, 0, sizeof mb); mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER; mb.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT; mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
        vkCmdPipelineBarrier(g->cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    }
    VK(vkEndCommandBuffer(g->cmd));
    VkSubmitInfo si; memset(&si, 0, sizeof si); si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO; si.commandBufferCount = 1; si.pCommandBuffers = &g->cmd;
    VK(vkResetFences(g->dev, 1, &g->fence));
    VK(vkQueueSubmit(g->q, 1, &si, g->fence));
}
static void game_destroy(game *g) {
    if (!g->dev) { if (g->inst) vkDestroyInstance(g->inst, NULL); return; }
    vkDeviceWaitIdle(g->dev);
    vkDestroyFence(g->dev, g->fence, NULL); vkDestroyCommandPool(g->dev, g->pool, NULL);
    vkDestroyBuffer(g->dev, g->rb, NULL); vkFreeMemory(g->dev, g->rb_mem, NULL);
    vkDestroyPipeline(g->dev, g->pipe, NULL); vkDestroyPipelineLayout(g->dev, g->layout, NULL);
    vkDestroyFramebuffer(g->dev, g->fb, NULL); vkDestroyRenderPass(g->dev, g->rp, NULL);
    vkDestroyImageView(g->dev, g->view, NULL); vkDestroyImage(g->dev, g->img, NULL); vkFreeMemory(g->dev, g->img_mem, NULL);
    vkDestroyDevice(g->dev, NULL); vkDestroyInstance(g->inst, NULL);
}

/* ---- the NPCs ------------------------------------------------------------------------------------------------ */
enum { LINE_MAX_TOK = 40 };
typedef struct {
    const char *name;
    dlgo_ctx *ctx; dlgo_sampler *smp; dlgo_detok detok;
    int32_t n_keep;                  /* the persona prompt: kept by every context shift */
    char line[1024]; size_t line_len;
    int32_t line_tok[LINE_MAX_TOK]; int n_line;
} npc;
typedef struct {                     /* slices that finished: count, GPU time (sum, largest), over the slice budget */
    long n, over; double us, max_us; long tokens;
} slice_stats;
typedef struct {
    dlgo_model *model; const dlgo_tokenizer *tok; int32_t n_vocab;
    npc p[2]; int speaker;
    int quiet;
    long tokens, shifts, lines;
    double host_us, gpu_us;          /* this frame's share so far */
    double est_us;                   /* what the next slice may take: the largest of the recent ones, decaying */
    int inflight; int32_t fl_tokens; /* a slice of ours is on the GPU (of so many tokens) */
    int fl_last;                     /* ... and it is its token's last: collecting it samples the next token */
    double ready_ms;                 /* not finished before then (70 % of est_us after its submission) */
    double tok_host_us;              /* host time of sampling a token and feeding it back (largest recent, decaying) */
    dlgo_budget slice;
    slice_stats dec, bat;            /* decode slices, prompt slices */
    double h_step, h_sub, h_tok, h_smp;   /* host time in dlgo_ctx_step (all calls; those that submitted), in sampling + feeding, in sampling */
    long n_step, n_sub, n_polls;     /* calls of dlgo_ctx_step (that submitted), calls of npc_poll that did anything */
} talk;

/* room for n more tokens: shift the context (drop the oldest half of what follows the persona) when it is full */
static void make_room(talk *t, npc *p, int32_t n) {
    if (dlgo_ctx_n_past(p->ctx) + n <= dlgo_ctx_n_ctx(p->ctx)) return;
    const int32_t used = dlgo_ctx_n_past(p->ctx) - p->n_keep;
    dlgo_error e;
    if (dlgo_ctx_shift(p->ctx, p->n_keep, used / 2 > n ? used / 2 : n, &e) < 0) { fprintf(stderr, "vk_frame: shift: %s\n", e.msg); exit(1); }
    t->shifts++;
}
/* queue tokens for an NPC (its context decides where they go) */
static void feed(talk *t, npc *p, const int32_t *ids, int32_t n) {
    dlgo_error e;
    make_room(t, p, n);
    if (dlgo_ctx_eval_begin(p->ctx, ids, n, &e) != DLGO_OK) { fprintf(stderr, "vk_frame: %s\n", e.msg); exit(1); }
}
/* The speaker's line is over: the listener hears it, with its own name as the cue to answer. */
static void turn(talk *t) {
    npc *s = &t->p[t->speaker], *l = &t->p[!t->speaker];
    if (!t->quiet) printf("%s:%.*s\n", s->name, (int)s->line_len, s->line);
    t->lines++;
    char cue[64];
    int32_t ids[LINE_MAX_TOK + 64], n;
    snprintf(cue, sizeof cue, "\n%s:", s->name);
    n = dlgo_tokenize(t->tok, cue, strlen(cue), 0, 0, ids, 32, NULL);
    memcpy(ids + n, s->line_tok, (size_t)s->n_line * sizeof(int32_t));
    n += s->n_line;
    snprintf(cue, sizeof cue, "\n%s:", l->name);
    n += dlgo_tokenize(t->tok, cue, strlen(cue), 0, 0, ids + n, 32, NULL);
    feed(t, l, ids, n);
    /* the speaker keeps its own line and will hear the answer after its name */
    s->line_len = 0; s->n_line = 0;
    t->speaker = !t->speaker;
    l->line_len = 0; l->n_line = 0;
    dlgo_detok_init(&l->detok, t->tok, 0, 0);
}
/* The model's part of the frame: collect finished slices, sample, submit the next slice while the frame's budget
   lasts. The budget holds the model's whole share: the GPU time of its slices (dlgo's timestamps, counted in the
   frame that collects them) and the host time of these calls. A step collects the slice in flight and submits the
   next one: it goes while the one it collects still fits (the one it submits is counted by the frame that collects
   it; the first collection of a frame always goes, so the dialogue moves on). No call while our slice cannot have
   finished yet (each poll is host time). Never waits. */
static void npc_poll(talk *t, double budget_us) {
    if (t->inflight && now_ms() < t->ready_ms) return;
    const double h0 = now_ms();
    for (;;) {
        npc *p = &t->p[t->speaker];
        const double used = t->gpu_us + t->host_us + (now_ms() - h0) * 1000.0;
        if (dlgo_ctx_pending(p->ctx) && t->inflight && t->gpu_us > 0 && used + t->est_us + (t->fl_last ? t->tok_host_us : 0) > budget_us) break;
        dlgo_step_info si; dlgo_error e;
        const double c0 = now_ms();
        if (dlgo_ctx_step(p->ctx, &t->slice, &si, &e) != DLGO_OK) { fprintf(stderr, "vk_frame: step: %s\n", e.msg); exit(1); }
        const double cus = (now_ms() - c0) * 1000.0;
        t->h_step += cus; t->n_step++;
        if (si.submitted) { t->h_sub += cus; t->n_sub++; }
        if (si.us_used > 0) {   /* the slice in flight finished */
            const double us = (double)si.us_used;
            t->gpu_us += us;
            t->est_us = us > t->est_us ? us : 0.9 * t->est_us + 0.1 * us;
            slice_stats *st = t->fl_tokens > 1 ? &t->bat : &t->dec;
            st->n++; st->us += us; st->tokens += t->fl_tokens; st->over += us > (double)t->slice.max_us;
            if (us > st->max_us) st->max_us = us;
            t->inflight = 0;
        }
        if (si.submitted) { t->inflight = 1; t->fl_tokens = si.tokens_run; t->fl_last = si.layers_left == 0; t->ready_ms = now_ms() + 0.7 * t->est_us / 1000.0; }
        if (!si.done) break;   /* the GPU is busy with our slice: come back later */
        const double s0 = now_ms();   /* a token: sampled, detokenized, fed back (or the turn goes to the other NPC) */
        int32_t tok = dlgo_ctx_sample(p->ctx, p->smp);   /* a few blocks of the GPU's logits, not all 128k */
        t->h_smp += (now_ms() - s0) * 1000.0;
        dlgo_sampler_accept(p->smp, tok);
        t->tokens++;
        char piece[64]; int32_t k = dlgo_detok_feed(&p->detok, tok, piece, sizeof piece);
        int end = dlgo_token_is_eog(t->tok, tok) || p->n_line + 1 >= LINE_MAX_TOK;
        if (k > 0 && k <= (int32_t)sizeof piece) {
            for (int32_t i = 0; i < k; i++) if (piece[i] == '\n') end = 1;
            if (!end && p->line_len + (size_t)k < sizeof p->line) { memcpy(p->line + p->line_len, piece, (size_t)k); p->line_len += (size_t)k; }
        }
        if (!dlgo_token_is_eog(t->tok, tok) && !end) p->line_tok[p->n_line++] = tok;
        if (end) turn(t);
        else feed(t, p, &tok, 1);
        const double us = (now_ms() - s0) * 1000.0;
        t->h_tok += us;
        t->tok_host_us = us > t->tok_host_us ? us : 0.9 * t->tok_host_us + 0.1 * us;
    }
    t->host_us += (now_ms() - h0) * 1000.0;
    t->n_polls++;
}

/* dlgo's log: warnings and errors, and with --verbose its information messages */
static void dlgo_log(dlgo_log_level level, const char *msg, void *user) {
    if (level <= DLGO_LOG_WARN || *(const int *)user) fprintf(stderr, "dlgo: %s\n", msg);
}

int main(int argc, char **argv) {
    const char *path = "models/stories260K.gguf", *png = "vk_frame.png", *pcache_path = NULL;
    int frames = 600, no_model = 0, quiet = 0, verbose = 0, n_ctx = 256, scene_load = 0; double budget_us = 2000, slice_us = 0, fps = 60; uint32_t W = 640, H = 360;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-m") && i + 1 < argc) path = argv[++i];
        else if (!strcmp(argv[i], "--no-model")) no_model = 1;
        else if (!strcmp(argv[i], "--quiet")) quiet = 1;
        else if (!strcmp(argv[i], "--verbose")) verbose = 1;
        else if (!strcmp(argv[i], "--scene-load") && i + 1 < argc) scene_load = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--budget-us") && i + 1 < argc) budget_us = atof(argv[++i]);
        else if (!strcmp(argv[i], "--slice-us") && i + 1 < argc) slice_us = atof(argv[++i]);
        else if (!strcmp(argv[i], "--fps") && i + 1 < argc) fps = atof(argv[++i]);
        else if (!strcmp(argv[i], "--n-ctx") && i + 1 < argc) n_ctx = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--png") && i + 1 < argc) png = argv[++i];
        else if (!strcmp(argv[i], "--pipeline-cache") && i + 1 < argc) pcache_path = argv[++i];
        else if (!strcmp(argv[i], "--size") && i + 1 < argc) { if (sscanf(argv[++i], "%ux%u", &W, &H) != 2) W = H = 0; }
        else { fprintf(stderr, "usage: vk_frame [-m MODEL] [--no-model] [--frames N] [--budget-us B] [--slice-us S] [--fps F] [--size WxH] [--png FILE] [--n-ctx N] [--scene-load N] [--pipeline-cache FILE] [--quiet] [--verbose]\n"); return 2; }
    }
    /* H200, 2 ms a frame, 900 frames a run: slices of 667 us 99.4-102.0 tok/s in 7 runs, of 500 90.1-100.8 in 7 (of 400
       96.2, 600 100.4, 750 100.3, 1000 94.4); the share's p99 2.02-2.07 ms either way (bench/VK_RESULTS.md, session 26) */
    if (slice_us <= 0) slice_us = budget_us / 3;
    if (frames < 1 || budget_us <= 0 || slice_us > budget_us || fps <= 0 || n_ctx < 96 || W < 16 || H < 16 || W > 8192 || H > 8192 ||
        scene_load < 0 || scene_load > 100000) { fprintf(stderr, "vk_frame: bad option value\n"); return 2; }
    game g;
    if (!game_init(&g, W, H)) { printf("vk_frame: SKIPPED: no Vulkan 1.2 device with a graphics+compute queue\n"); game_destroy(&g); return 0; }
    g.load = (uint32_t)scene_load;
    VkPhysicalDeviceProperties props; vkGetPhysicalDeviceProperties(g.phys, &props);
    printf("vk_frame: %s, %ux%u at %.0f fps, %d frames, %s, scene load %d layers\n", props.deviceName, W, H, fps, frames, no_model ? "no model" : path, scene_load);

    /* dlgo on the game's device */
    talk t; memset(&t, 0, sizeof t);
    t.quiet = quiet;
    dlgo_vk_device *dev = NULL; dlgo_vk_model *vm = NULL; dlgo_error err;
    if (!no_model) {
        if (dlgo_model_load_file(path, NULL, &t.model, &err) != DLGO_OK) { fprintf(stderr, "vk_frame: %s\n", err.msg); return 1; }
        dlgo_vk_attach_desc ad; memset(&ad, 0, sizeof ad);
        ad.log = dlgo_log; ad.log_user = &verbose;
        ad.instance = g.inst; ad.physical_device = g.phys; ad.device = g.dev; ad.queue = g.q; ad.queue_family = g.qfam; ad.device_create_info = &g.dci;
        size_t pc_size = 0;
        void *pc = pcache_path ? file_read(pcache_path, &pc_size) : NULL;   /* none yet: the first run writes it */
        ad.pipeline_cache = pc; ad.pipeline_cache_size = pc_size;
        if (pc) printf("vk_frame: pipeline cache: %zu bytes from %s\n", pc_size, pcache_path);
        const dlgo_result ar = dlgo_vk_device_attach(&ad, &dev, &err);
        free(pc);
        if (ar != DLGO_OK) { fprintf(stderr, "vk_frame: %s\n", err.msg); return 1; }
        if (dlgo_vk_model_create(dev, t.model, NULL, &vm, &err) != DLGO_OK) { fprintf(stderr, "vk_frame: %s\n", err.msg); return 1; }
        dlgo_model_info info; dlgo_model_get_info(t.model, &info); t.n_vocab = info.n_vocab;
        printf("vk_frame: %d of %d layers on the GPU%s\n", dlgo_vk_model_n_gpu_layers(vm), info.n_layer, dlgo_vk_model_output_on_gpu(vm) ? " + output" : "");
        t.tok = dlgo_model_tokenizer(t.model);
        static const char *const names[2] = { "Lily", "Tom" };
        static const char *const scene = "Lily and Tom sat by the river and talked.";
        for (int i = 0; i < 2; i++) {
            npc *p = &t.p[i];
            p->name = names[i];
            dlgo_ctx_desc cd; memset(&cd, 0, sizeof cd); cd.n_ctx = n_ctx; cd.n_batch = 64;
            dlgo_vk_ctx *gc;
            if (dlgo_ctx_create(t.model, &cd, &p->ctx, &err) != DLGO_OK || dlgo_vk_ctx_create(vm, p->ctx, &gc, &err) != DLGO_OK) { fprintf(stderr, "vk_frame: %s\n", err.msg); return 1; }
            dlgo_sampler_desc sd; memset(&sd, 0, sizeof sd); sd.seed = 42 + (uint32_t)i;
            dlgo_sampler_create(&sd, info.n_vocab, &p->smp, NULL);
            dlgo_detok_init(&p->detok, t.tok, 0, 0);
            /* the scene (kept by every shift); Lily's context also has her cue, Tom hears her first line with his */
            char text[128]; snprintf(text, sizeof text, "%s%s", scene, i == 0 ? "\nLily:" : "");
            int32_t ids[64];
            const int32_t n = dlgo_tokenize(t.tok, text, strlen(text), 1, 0, ids, 64, &err);
            const int32_t ns = dlgo_tokenize(t.tok, scene, strlen(scene), 1, 0, NULL, 0, &err);
            if (n < 0 || n > 64 || ns < 0) { fprintf(stderr, "vk_frame: scene too long\n"); return 1; }
            p->n_keep = ns;
            /* loading (the pipelines were built with the GPU state): the scene through the stepped path, in one slice
               (no budget yet), then its last token under the slice budget, so that dlgo has learned what a batch and a
               decode layer cost before the first frame */
            dlgo_budget warm; memset(&warm, 0, sizeof warm);
            dlgo_step_info si;
            for (int part = 0; part < 2; part++) {
                if (dlgo_ctx_eval_begin(p->ctx, part ? ids + n - 1 : ids, part ? 1 : n - 1, &err) != DLGO_OK) { fprintf(stderr, "vk_frame: %s\n", err.msg); return 1; }
                warm.max_us = part ? (int64_t)slice_us : 0;
                do { if (dlgo_ctx_step(p->ctx, &warm, &si, &err) != DLGO_OK) { fprintf(stderr, "vk_frame: %s\n", err.msg); return 1; } sleep_us(50); } while (!si.done);
            }
        }
        t.speaker = 0;
        t.slice.max_us = (int64_t)slice_us;
        if (pcache_path) {   /* every pipeline the contexts can use is built by now (dlgo_vk_ctx_create) */
            const size_t n = dlgo_vk_device_pipeline_cache(dev, NULL, 0);
            void *buf = n ? malloc(n) : NULL;
            const size_t got = buf ? dlgo_vk_device_pipeline_cache(dev, buf, n) : 0;
            if (got && got <= n) {   /* (0: no cache on this device; more than n: it grew meanwhile, kept for the next run) */
                FILE *f = fopen(pcache_path, "wb");
                const int ok = f && fwrite(buf, 1, got, f) == got;
                if (!f || fclose(f) != 0 || !ok) { fprintf(stderr, "vk_frame: could not write %s\n", pcache_path); return 1; }
                printf("vk_frame: pipeline cache: %zu bytes to %s\n", got, pcache_path);
            } else printf("vk_frame: pipeline cache: none written\n");
            free(buf);
        }
    }

    /* ---- the frame loop: 60 fps paced; frame time = from the frame's start until its image is rendered ---- */
    double *ft = (double *)calloc((size_t)frames, sizeof(double)), *share = (double *)calloc((size_t)frames, sizeof(double));
    double *hshare = (double *)calloc((size_t)frames, sizeof(double)), *gshare = (double *)calloc((size_t)frames, sizeof(double));
    const double period = 1000.0 / fps, start = now_ms() + 5.0;
    int late = 0; long tok0 = 0, ev_sub = 0, ev_tok = 0, ev_lines = 0, ev_shifts = 0; double t_tok0 = 0, gpu_total = 0;
    slice_stats dec0, bat0;
    for (int f = 0; f < frames; f++) {
        const double deadline0 = start + f * period;
        while (now_ms() < deadline0) { if (!no_model) npc_poll(&t, budget_us); sleep_us(100); }   /* idle until the frame starts */
        if (f == 0) {   /* everything before frame 0 (the prompts) is not counted */
            t.host_us = t.gpu_us = 0; tok0 = t.tokens; t_tok0 = now_ms(); dec0 = t.dec; bat0 = t.bat;
            t.h_step = t.h_sub = t.h_tok = t.h_smp = 0; t.n_step = t.n_sub = t.n_polls = 0;
        }
        const double t0 = now_ms();
        game_frame(&g, (float)(f / fps), f == frames - 1);
        const double t1 = now_ms();
        if (!no_model) npc_poll(&t, budget_us);
        const double t2 = now_ms();
        VK(vkWaitForFences(g.dev, 1, &g.fence, VK_TRUE, UINT64_MAX));   /* this frame's image is ready */
        ft[f] = now_ms() - t0;
        if (ft[f] > period && late++ < 8)   /* what a late frame was doing (the model's part: since the last frame) */
            printf("vk_frame: late frame %d: %.3f ms (game's recording %.3f, dlgo's step %.3f, fence wait %.3f); since the frame before: "
                   "%ld slices submitted, %ld tokens, %ld lines, %ld context shifts\n", f, ft[f], t1 - t0, t2 - t1, ft[f] - (t2 - t0),
                   t.n_sub - ev_sub, t.tokens - ev_tok, t.lines - ev_lines, t.shifts - ev_shifts);
        ev_sub = t.n_sub; ev_tok = t.tokens; ev_lines = t.lines; ev_shifts = t.shifts;
        /* the rest of the frame: the game idles until the next deadline, and lets the model use its budget */
        while (!no_model && now_ms() < t0 + period - 0.3) { npc_poll(&t, budget_us); sleep_us(100); }
        share[f] = (t.host_us + t.gpu_us) / 1000.0; hshare[f] = t.host_us / 1000.0; gshare[f] = t.gpu_us / 1000.0;
        gpu_total += t.gpu_us;
        t.host_us = t.gpu_us = 0;
    }
    if (!no_model) {   /* the frames with the largest share, before the arrays are sorted */
        int top[5] = { -1, -1, -1, -1, -1 };
        for (int f = 0; f < frames; f++)
            for (int i = 0; i < 5; i++)
                if (top[i] < 0 || share[f] > share[top[i]]) { memmove(top + i + 1, top + i, (size_t)(4 - i) * sizeof(int)); top[i] = f; break; }
        printf("vk_frame: largest shares:");
        for (int i = 0; i < 5 && top[i] >= 0; i++)
            printf(" frame %d %.3f ms (host %.3f, GPU %.3f, frame time %.3f)%s", top[i], share[top[i]], hshare[top[i]], gshare[top[i]], ft[top[i]], i < 4 ? ";" : "");
        printf("\n");
        const slice_stats d = { t.dec.n - dec0.n, t.dec.over - dec0.over, t.dec.us - dec0.us, t.dec.max_us, t.dec.tokens - dec0.tokens };
        const slice_stats b = { t.bat.n - bat0.n, t.bat.over - bat0.over, t.bat.us - bat0.us, t.bat.max_us, t.bat.tokens - bat0.tokens };
        printf("vk_frame: slices (budget %.0f us): decode %ld, mean %.0f us, max %.0f us, %ld over; prompt chunks %ld of %.1f tokens on average, "
               "mean %.0f us, max %.0f us, %ld over; GPU time per generated token %.0f us\n", slice_us, d.n, d.n ? d.us / d.n : 0.0, d.max_us, d.over,
               b.n, b.n ? (double)b.tokens / b.n : 0.0, b.n ? b.us / b.n : 0.0, b.max_us, b.over, t.tokens > tok0 ? gpu_total / (double)(t.tokens - tok0) : 0.0);
        const long ntok = t.tokens - tok0;
        printf("vk_frame: host a frame: %.1f polls, %.1f steps of %.1f us on average (%.1f that submitted, %.1f us each), "
               "%.2f tokens sampled and fed, %.1f us each (sampling %.1f)\n", (double)t.n_polls / frames, (double)t.n_step / frames,
               t.n_step ? t.h_step / t.n_step : 0.0, (double)t.n_sub / frames, t.n_sub ? t.h_sub / t.n_sub : 0.0, (double)ntok / frames,
               ntok > 0 ? t.h_tok / ntok : 0.0, ntok > 0 ? t.h_smp / ntok : 0.0);
    }
    const double secs = (now_ms() - t_tok0) / 1000.0;
    const long toks = t.tokens - tok0;
    if (!no_model && !quiet && t.p[t.speaker].line_len) printf("%s:%.*s ...\n", t.p[t.speaker].name, (int)t.p[t.speaker].line_len, t.p[t.speaker].line);
    if (stbi_write_png(png, (int)W, (int)H, 4, g.rb_map, (int)W * 4)) printf("vk_frame: last frame written to %s\n", png);
    else { fprintf(stderr, "vk_frame: cannot write %s\n", png); return 1; }
    qsort(ft, (size_t)frames, sizeof(double), cmp_d); qsort(share, (size_t)frames, sizeof(double), cmp_d);
    qsort(hshare, (size_t)frames, sizeof(double), cmp_d); qsort(gshare, (size_t)frames, sizeof(double), cmp_d);
    printf("vk_frame: frame time p50 %.3f ms, p99 %.3f ms, max %.3f ms; %d of %d frames past %.2f ms\n", pct(ft, frames, 50), pct(ft, frames, 99),
           ft[frames - 1], late, frames, period);
    if (!no_model)
        printf("vk_frame: model share of a frame (host + GPU) p50 %.3f ms, p99 %.3f ms, max %.3f ms (host p99 %.3f, GPU p99 %.3f; budget %.3f ms); "
               "%ld tokens in %.2f s = %.1f tok/s, %ld lines, %ld context shifts\n", pct(share, frames, 50), pct(share, frames, 99), share[frames - 1],
               pct(hshare, frames, 99), pct(gshare, frames, 99), budget_us / 1000.0, toks, secs, toks / secs, t.lines, t.shifts);
    printf("RESULT model=%d frames=%d fps=%.0f budget_us=%.0f slice_us=%.0f ft_p50=%.3f ft_p99=%.3f ft_max=%.3f late=%d share_p50=%.3f share_p99=%.3f share_max=%.3f "
           "host_p99=%.3f gpu_p99=%.3f tokens=%ld tok_s=%.1f\n", !no_model, frames, fps, budget_us, slice_us, pct(ft, frames, 50), pct(ft, frames, 99), ft[frames - 1], late,
           pct(share, frames, 50), pct(share, frames, 99), share[frames - 1], pct(hshare, frames, 99), pct(gshare, frames, 99), toks, no_model ? 0.0 : toks / secs);
    free(ft); free(share); free(hshare); free(gshare);
    for (int i = 0; !no_model && i < 2; i++) { dlgo_ctx_destroy(t.p[i].ctx); dlgo_sampler_destroy(t.p[i].smp); }
    dlgo_vk_model_destroy(vm); dlgo_vk_device_destroy(dev);
    dlgo_model_free(t.model);
    game_destroy(&g);
    return 0;
}
