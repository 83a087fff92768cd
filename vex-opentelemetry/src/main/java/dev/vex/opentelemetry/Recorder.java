package dev.vex.opentelemetry;

/**
 * Where the metrics of a turn go: the OpenTelemetry meter, a Micrometer registry, or both. Every
 * method is called on the turn's thread and must not throw.
 */
interface Recorder {

  /**
   * One model call ended or failed.
   *
   * @param call what is known of the call
   */
  void chat(ChatPoint call);

  /**
   * One grounded fetch ended.
   *
   * @param kind the intent's kind
   * @param source the source's name, or null when the fetch failed before naming it
   * @param outcome {@code fetched}, {@code failed}, {@code timed_out} or {@code interrupted}
   */
  void fetch(String kind, String source, String outcome);

  /**
   * One guard decided or failed.
   *
   * @param guard the guard's name
   * @param verdict {@code pass}, {@code rewritten}, {@code overridden} or {@code failed}
   */
  void guard(String guard, String verdict);

  /**
   * A fallback rung answered the turn.
   *
   * @param rung the rung's name
   */
  void fallback(String rung);

  /**
   * A turn ended.
   *
   * @param outcome {@code reply}, {@code fallback}, {@code cancelled} or {@code error}
   */
  void turn(String outcome);

  /**
   * What one model call measured.
   *
   * @param provider the provider's name
   * @param requestModel the model asked for
   * @param responseModel the model that answered, or null on failure
   * @param serverAddress the server's host, or null when unknown
   * @param serverPort the server's port, or -1 when unknown
   * @param errorType the failure's type, or null on success
   * @param seconds how long the call took
   * @param inputTokens prompt tokens, or 0 when the server did not count them
   * @param outputTokens generated tokens, or 0 when the server did not count them
   */
  record ChatPoint(
      String provider,
      String requestModel,
      String responseModel,
      String serverAddress,
      int serverPort,
      String errorType,
      double seconds,
      long inputTokens,
      long outputTokens) {}

  /** Tells every recorder in order. */
  static Recorder both(Recorder a, Recorder b) {
    return new Recorder() {
      @Override
      public void chat(ChatPoint call) {
        a.chat(call);
        b.chat(call);
      }

      @Override
      public void fetch(String kind, String source, String outcome) {
        a.fetch(kind, source, outcome);
        b.fetch(kind, source, outcome);
      }

      @Override
      public void guard(String guard, String verdict) {
        a.guard(guard, verdict);
        b.guard(guard, verdict);
      }

      @Override
      public void fallback(String rung) {
        a.fallback(rung);
        b.fallback(rung);
      }

      @Override
      public void turn(String outcome) {
        a.turn(outcome);
        b.turn(outcome);
      }
    };
  }
}
