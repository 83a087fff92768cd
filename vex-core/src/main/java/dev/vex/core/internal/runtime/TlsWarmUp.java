package dev.vex.core.internal.runtime;

import java.security.NoSuchAlgorithmException;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.net.ssl.SSLContext;
import org.slf4j.LoggerFactory;

/**
 * Starts the JVM's default TLS context on a short-lived thread of its own, once per class loader,
 * so that the first turn does not wait for it.
 *
 * <p>The JDK's {@code HttpClient} takes {@link SSLContext#getDefault()} when it is built, even for
 * plain {@code http://} (an Ollama server on the loopback): that loads the trust store and the key
 * managers, about a third of the main thread's CPU from a fresh JVM's start to its first grounded
 * reply (JFR on the cold-start benchmark). The client is built on the turn's thread once the
 * message is classified, so the classifier's first run, the agent's set-up and this wait came one
 * after the other. Started when an {@link dev.vex.core.ollama.OllamaClient} is built, it runs while
 * they do; the client's build then takes the finished context, or waits for the one being made (the
 * JDK makes it once). Nothing changes in what is trusted: it is the same default context, made
 * earlier. A failure is left for the client's build to report, as before.
 *
 * <p>Then, on the same thread, it builds the runtime's shared HTTP client that the first turn would
 * build ({@link #start(Runnable)}): building the JDK's first client in a cold JVM runs its
 * implementation's code for the first time (about 400 classes loaded, its lambdas spun), about a
 * quarter of the main thread's CPU in the first grounded turn once the rule and digit tables were
 * read ahead (#23). The client is the one the turn takes from the runtime, built earlier, so
 * nothing changes in what is sent; a runtime closed meanwhile refuses it, and the turn's own call
 * reports that, as before.
 *
 * <p>Thread-safe. Not part of the API.
 */
public final class TlsWarmUp {
  private static final AtomicBoolean STARTED = new AtomicBoolean();

  private static final AtomicBoolean CLIENT = new AtomicBoolean();

  private TlsWarmUp() {}

  /**
   * Starts making the default TLS context, unless it was started before; returns at once.
   *
   * @return the thread making it, or null when it was started before
   */
  public static Thread start() {
    return start(null);
  }

  /**
   * Starts making the default TLS context, then runs {@code then} (building the HTTP client the
   * first turn will use), each once per class loader: when only the context was started before (by
   * a fetcher's set-up), a thread of its own takes that context and runs {@code then}; returns at
   * once.
   *
   * @param then what runs after the context is made, or null; what it throws is logged at debug
   * @return the thread, or null when both were started before
   */
  public static Thread start(Runnable then) {
    boolean context = STARTED.compareAndSet(false, true);
    boolean client = then != null && CLIENT.compareAndSet(false, true);
    if (!context && !client) {
      return null;
    }
    // when a fetcher's set-up started the context first, this thread takes it from that one
    Thread t = new Thread(new Make(client ? then : null), "vex-tls-warm-up");
    t.setDaemon(true);
    t.start();
    return t;
  }

  /** The task: a class, not a method reference, which a cold JVM's first lambda would spin up. */
  private static final class Make implements Runnable {
    private final Runnable then;

    Make(Runnable then) {
      this.then = then;
    }

    @Override
    public void run() {
      try {
        SSLContext.getDefault();
      } catch (NoSuchAlgorithmException | RuntimeException e) { // NOPMD: reported by the client
        LoggerFactory.getLogger(TlsWarmUp.class)
            .debug("the default TLS context could not be made ahead: {}", e.toString());
        return;
      }
      if (then != null) {
        try {
          then.run();
        } catch (RuntimeException e) { // NOPMD: the turn's own call reports it
          LoggerFactory.getLogger(TlsWarmUp.class)
              .debug("the HTTP client could not be built ahead: {}", e.toString());
        }
      }
    }
  }
}
