/**
 * Vex eval: runs grounded scenarios (a question, the recorded source responses to serve, what the
 * answer must and must not contain) against a model alone and through a Vex agent, and reports how
 * often each stated an invented figure or an off-list link, how often Vex overrode an honest
 * answer, how often it recovered from a failure, and the time per turn.
 */
module dev.vex.eval {
  requires transitive dev.vex.core;
  requires com.google.gson;
  requires dev.vex.grounding;
  requires dev.vex.guards;
  requires dev.vex.openai;
  requires dev.vex.simulator;
  requires jdk.httpserver;
  requires org.slf4j;

  exports dev.vex.eval;
}
