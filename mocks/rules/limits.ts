/**
 * The largest recorded answer the mock accepts (openapi.yaml: `audio` at most 10 MiB), whichever
 * way it arrives: one multipart upload over HTTP, or the binary frames of one answer on the
 * interview socket. One constant, so that neither door lets in more than the other.
 */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024
