/**
 * Test support for Vex: {@link dev.vex.simulator.OllamaSimulator}, a real HTTP/1.1 server on
 * 127.0.0.1 that speaks Ollama's wire protocol, scripted with {@link dev.vex.simulator.Reply}
 * values and inspected through {@link dev.vex.simulator.RecordedRequest}s.
 */
package dev.vex.simulator;
