/**
 * Vex testkit: JUnit 5 contract tests that host authors extend for their own grounded fetchers,
 * guards and tools ({@code dev.vex.testkit}). It brings the Ollama simulator ({@code
 * dev.vex.simulator}) along, so one test dependency gives a host both, and {@code CpuBudget}, which
 * bounds the processor time of work under test rather than its wall-clock time.
 */
module dev.vex.testkit {
  requires transitive dev.vex.core;
  requires com.google.gson;
  requires transitive dev.vex.simulator;
  requires transitive org.junit.jupiter.api;
  requires jdk.httpserver;
  requires java.management;

  exports dev.vex.testkit;

  opens dev.vex.testkit to
      org.junit.platform.commons;
}
