package dev.vex.core.internal.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.VexRuntime;
import dev.vex.core.ollama.OllamaClient;
import java.time.Duration;
import javax.net.ssl.SSLContext;
import org.junit.jupiter.api.Test;

class TlsWarmUpTest {

  @Test
  void theContextMadeAheadIsTheOneTheRuntimesClientTakesAndItIsMadeOnce() throws Exception {
    // Built without a host client, the Ollama client starts the warm-up (unless an earlier test in
    // this JVM did); the thread ends once the default context is made.
    OllamaClient.builder().baseUrl("http://127.0.0.1:9").build();
    Thread first = TlsWarmUp.start();
    if (first != null) {
      first.join();
    }
    assertThat(TlsWarmUp.start()).as("started once").isNull();
    try (VexRuntime runtime = VexRuntime.builder().build()) {
      SSLContext taken = runtime.httpClient(Duration.ofSeconds(2)).sslContext();
      assertThat(taken).isSameAs(SSLContext.getDefault());
    }
  }

  @Test
  void theWarmUpThreadIsADaemonThatEnds() throws Exception {
    Thread t = TlsWarmUp.start();
    if (t != null) {
      assertThat(t.isDaemon()).isTrue();
      t.join();
      assertThat(t.isAlive()).isFalse();
    }
    assertThat(TlsWarmUp.start()).isNull();
  }
}
