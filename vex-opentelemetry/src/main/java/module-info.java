/**
 * Vex turns as OpenTelemetry spans and metrics after the GenAI semantic conventions, and the same
 * metrics through a Micrometer {@code MeterRegistry}. The entry point is {@link
 * dev.vex.opentelemetry.VexTelemetry}.
 */
// OpenTelemetry's API and Micrometer ship as automatic modules (named in their manifests).
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.vex.opentelemetry {
  requires transitive dev.vex.core;
  requires com.google.gson;
  requires transitive io.opentelemetry.api;
  requires transitive io.opentelemetry.context;
  requires static transitive micrometer.core;
  requires org.slf4j;

  exports dev.vex.opentelemetry;
}
