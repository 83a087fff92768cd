package dev.vex.core.pool;

import dev.vex.core.internal.runtime.Deadlines;
import dev.vex.core.model.StreamHandler;

/**
 * {@link ServerPool}'s view of the caller's stream: passes deltas on, tells the handler when a
 * reply starts over on another server, and tells the server's first-text watch, if any, that text
 * came.
 */
final class Restartable implements StreamHandler {
  private final StreamHandler delegate;
  boolean started;
  volatile Deadlines.Watch watch;

  Restartable(StreamHandler delegate) {
    this.delegate = delegate;
  }

  void restartIfStarted() {
    if (started) {
      started = false;
      delegate.onRestart();
    }
  }

  @Override
  public void onContent(String content) {
    started = true;
    progress();
    delegate.onContent(content);
  }

  @Override
  public void onThinking(String thinking) {
    started = true;
    progress();
    delegate.onThinking(thinking);
  }

  private void progress() {
    Deadlines.Watch w = watch;
    if (w != null) {
      w.progress();
    }
  }

  @Override
  public void onRestart() {
    delegate.onRestart();
  }
}
