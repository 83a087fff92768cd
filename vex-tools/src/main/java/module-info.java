/**
 * Vex tools: the built-in tools, each confined by a policy the host sets.
 *
 * <p>Start with {@link dev.vex.tools.Tools}. Packages by category: {@code .files}, {@code .notes},
 * {@code .web}, {@code .pdf}, {@code .store} (where made files live, and their HTTP server), {@code
 * .calendar}, {@code .comms}, {@code .delegation}, {@code .sandbox}, {@code .vision}. {@code
 * .internal} is not exported.
 */
@SuppressWarnings("requires-automatic")
module dev.vex.tools {
  requires transitive dev.vex.core;
  requires com.google.gson;
  requires transitive dev.vex.grounding;
  requires transitive jdk.httpserver;
  requires com.github.librepdf.openpdf;
  requires java.desktop;
  requires ical4j.core;
  requires org.commonmark;
  requires org.commonmark.ext.gfm.tables;
  requires org.jsoup;
  requires org.slf4j;

  exports dev.vex.tools;
  exports dev.vex.tools.calendar;
  exports dev.vex.tools.comms;
  exports dev.vex.tools.delegation;
  exports dev.vex.tools.files;
  exports dev.vex.tools.notes;
  exports dev.vex.tools.pdf;
  exports dev.vex.tools.sandbox;
  exports dev.vex.tools.store;
  exports dev.vex.tools.vision;
  exports dev.vex.tools.web;
}
