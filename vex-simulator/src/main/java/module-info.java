/**
 * Vex simulator: {@link dev.vex.simulator.OllamaSimulator}, a real loopback HTTP server that speaks
 * Ollama's wire protocol, for tests and benchmarks.
 */
module dev.vex.simulator {
  // transitive: RecordedRequest returns gson's JsonObject/JsonArray to callers.
  requires transitive com.google.gson;

  exports dev.vex.simulator;
}
