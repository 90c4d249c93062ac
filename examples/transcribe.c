/* transcribe.c — speech to text with dlgo.h: optional Silero VAD gating, then Whisper, segments streamed as they finish.
   Build: make examples/transcribe
   Run:   ./examples/transcribe WHISPER.bin AUDIO.wav [SILERO.bin] */
#define DLGO_IMPLEMENTATION
#include "../dlgo.h"
#include <stdio.h>

static int on_segment(const dlgo_whisper_segment *seg, void *user) {
    (void)user;
    printf("[%6.2f s -> %6.2f s] %s\n", seg->t0_ms / 1000.0, seg->t1_ms / 1000.0, seg->text);
    fflush(stdout);
    return 0;   /* non-zero would stop the transcription */
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: %s WHISPER.bin AUDIO.wav [SILERO.bin]\n", argv[0]); return 2; }
    dlgo_error err;
    dlgo_audio_desc ad = { 0 };
    ad.sample_rate = 16000;       /* Whisper and the VAD hear 16 kHz mono */
    dlgo_audio pcm;
    if (dlgo_wav_read_file(argv[2], &ad, &pcm, &err) != DLGO_OK) { fprintf(stderr, "%s\n", err.msg); return 1; }
    printf("%s: %.2f s of audio (%d Hz in the file)\n", argv[2], (double)pcm.n_samples / 16000.0, pcm.file_rate);

    dlgo_vad *vad = NULL;
    if (argc > 3) {   /* where is the speech? */
        dlgo_vad_result vr;
        if (dlgo_vad_load(argv[3], NULL, &vad, &err) != DLGO_OK || dlgo_vad_detect(vad, pcm.samples, pcm.n_samples, NULL, &vr, &err) != DLGO_OK) {
            fprintf(stderr, "%s\n", err.msg); return 1;
        }
        for (int i = 0; i < vr.n_segments; i++) printf("speech %.2f s - %.2f s\n", vr.segments[i].start_s, vr.segments[i].end_s);
        dlgo_vad_result_free(&vr);
    }

    dlgo_whisper *w; dlgo_whisper_ctx *ctx;
    dlgo_whisper_ctx_desc cd = { 0 };
    cd.n_threads = 2;
    if (dlgo_whisper_load(argv[1], NULL, &w, &err) != DLGO_OK || dlgo_whisper_ctx_create(w, &cd, &ctx, &err) != DLGO_OK) {
        fprintf(stderr, "%s\n", err.msg); return 1;
    }
    dlgo_whisper_transcribe_desc p = { 0 };
    p.language = "en";            /* "auto" detects it on multilingual models */
    p.on_segment = on_segment;    /* segments arrive here as each 30-s window finishes */
    p.vad = vad;                  /* with a VAD: Whisper hears only the speech; times still refer to the file */
    dlgo_whisper_result res;
    if (dlgo_whisper_transcribe(ctx, pcm.samples, pcm.n_samples, &p, &res, &err) != DLGO_OK) { fprintf(stderr, "%s\n", err.msg); return 1; }
    printf("text: %s\n", res.text);
    dlgo_whisper_result_free(&res);
    dlgo_whisper_ctx_destroy(ctx);
    dlgo_whisper_free(w);
    dlgo_vad_free(vad);
    dlgo_audio_free(&pcm);
    return 0;
}
