package dev.vex.grounding.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.SourceTimeoutException;
import dev.vex.testkit.SourceFault;

/** What the built-in fetchers promise beyond the contract: a {@link SourceException} per fault. */
final class SourceFailures {
  private SourceFailures() {}

  static void check(Exception failure, SourceFault fault, String sourceName) {
    assertThat(failure).isInstanceOf(SourceException.class);
    SourceException e = (SourceException) failure;
    assertThat(e.source()).isEqualTo(sourceName);
    switch (fault) {
      case SERVER_ERROR -> {
        assertThat(e.reason()).isEqualTo(Reason.HTTP_ERROR);
        assertThat(e.status()).isEqualTo(503);
        assertThat(e.serverMessage()).isEqualTo("upstream down");
        assertThat(e.retryable()).isTrue();
      }
      case RATE_LIMITED -> {
        assertThat(e.reason()).isEqualTo(Reason.RATE_LIMITED);
        assertThat(e.retryable()).isTrue();
      }
      case NOT_FOUND -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND);
      case HTML, EMPTY, GARBAGE -> assertThat(e.reason()).isEqualTo(Reason.BAD_RESPONSE);
      case TRUNCATED -> assertThat(e.reason()).isIn(Reason.BAD_RESPONSE, Reason.UNREACHABLE);
      case CLOSED, UNREACHABLE -> {
        assertThat(e.reason()).isEqualTo(Reason.UNREACHABLE);
        assertThat(e.retryable()).isTrue();
      }
      case HANGING, DRIBBLING -> assertThat(e).isInstanceOf(SourceTimeoutException.class);
      case ENDLESS -> assertThat(e.reason()).isEqualTo(Reason.BAD_RESPONSE);
      case URI_TOO_LONG -> assertThat(e.status()).isEqualTo(414);
      case RECORDED -> assertThat(e.reason()).isNotNull();
    }
  }
}
