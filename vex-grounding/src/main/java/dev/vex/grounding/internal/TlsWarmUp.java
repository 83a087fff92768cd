package dev.vex.grounding.internal;

import java.security.NoSuchAlgorithmException;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.net.ssl.SSLContext;
import org.slf4j.LoggerFactory;

/**
 * Starts the JVM's default TLS context on a short-lived thread of its own, once per class loader,
 * when grounding is first configured, so that the first fetch does not wait for it.
 *
 * <p>The sources' JDK {@code HttpClient} takes {@link SSLContext#getDefault()} when it is built, on
 * the first grounded turn's thread, even for a source on {@code http://}. vex-core starts the same
 * context when an {@code OllamaClient} is built; grounding is often configured before it (issue
 * #23's cold start: the first grounded turn waited for the context after classifying its message),
 * and starting it here gives it the agent's whole set-up to finish. Nothing changes in what is
 * trusted: it is the same default context, made earlier, once (the JDK makes it once, whoever asks
 * first). A failure is left for the client's build to report, as before.
 *
 * <p>Thread-safe. Not part of the API.
 */
public final class TlsWarmUp {
  private static final AtomicBoolean STARTED = new AtomicBoolean();

  private TlsWarmUp() {}

  /**
   * Starts making the default TLS context, unless it was started here before; returns at once.
   *
   * @return the thread making it, or null when it was started before
   */
  public static Thread start() {
    if (!STARTED.compareAndSet(false, true)) {
      return null;
    }
    Thread t = new Thread(new Make(), "vex-grounding-tls-warm-up");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /** The task: a class, not a method reference, which a cold JVM's first lambda would spin up. */
  private static final class Make implements Runnable {
    @Override
    public void run() {
      try {
        SSLContext.getDefault();
      } catch (NoSuchAlgorithmException | RuntimeException e) { // NOPMD: reported by the client
        LoggerFactory.getLogger(TlsWarmUp.class)
            .debug("the default TLS context could not be made ahead: {}", e.toString());
      }
    }
  }
}
