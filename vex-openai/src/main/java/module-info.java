/**
 * Vex's backend for OpenAI-compatible chat servers: vLLM, llama.cpp's server, TGI, LM Studio,
 * LocalAI and Ollama's own {@code /v1}. {@link dev.vex.openai.OpenAiClient} is a {@link
 * dev.vex.core.model.ChatBackend} and a {@link dev.vex.core.model.ModelCatalog}, so an agent runs
 * on these servers unchanged.
 */
module dev.vex.openai {
  requires transitive dev.vex.core;
  requires com.google.gson;
  requires org.slf4j;

  exports dev.vex.openai;
}
