/**
 * Vex core: the agent, its turn pipeline, the Ollama client and the extension points.
 *
 * <p>Packages: {@code dev.vex.core} (the agent and its reply), {@code .message}, {@code .model}
 * (chat backends, routing, model errors), {@code .ollama} (the Ollama client), {@code .pool}
 * (several servers as one backend), {@code .tool}, {@code .intent}, {@code .grounding}, {@code
 * .guard}, {@code .recovery}, {@code .memory}, {@code .event}, {@code .trace}. {@code .internal}
 * and its subpackages hold the turn pipeline, one package per step, and are not exported ({@code
 * .internal.runtime} only to vex-grounding, for the one TLS warm-up both start).
 */
@SuppressWarnings("module") // the qualified export's target is compiled after this module
module dev.vex.core {
  requires com.google.gson;
  requires transitive java.net.http;
  requires org.slf4j;

  exports dev.vex.core;
  exports dev.vex.core.event;
  exports dev.vex.core.grounding;
  exports dev.vex.core.guard;
  exports dev.vex.core.intent;
  exports dev.vex.core.memory;
  exports dev.vex.core.message;
  exports dev.vex.core.model;
  exports dev.vex.core.ollama;
  exports dev.vex.core.pool;
  exports dev.vex.core.recovery;
  exports dev.vex.core.tool;
  exports dev.vex.core.trace;
  // the one TLS warm-up, shared with grounding (not part of the API)
  exports dev.vex.core.internal.runtime to
      dev.vex.grounding;
}
