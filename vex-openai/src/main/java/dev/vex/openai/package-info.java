/**
 * The OpenAI-compatible backend: {@link dev.vex.openai.OpenAiClient} talks to vLLM, llama.cpp, TGI,
 * LM Studio, LocalAI and Ollama's {@code /v1} through {@code /chat/completions} and {@code
 * /models}.
 */
package dev.vex.openai;
