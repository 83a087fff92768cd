package dev.vex.core.ollama;

/**
 * A model loaded in the server's memory, from {@code /api/ps}.
 *
 * @param name the model name
 * @param size its size in memory, in bytes
 * @param sizeVram the part in GPU memory, in bytes
 * @param expiresAt when the server unloads it (RFC 3339), or null
 * @param contextLength its context length, or 0 when the server does not say
 */
public record RunningModel(
    String name, long size, long sizeVram, String expiresAt, long contextLength) {}
