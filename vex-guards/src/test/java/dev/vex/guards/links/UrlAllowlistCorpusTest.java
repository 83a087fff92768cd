package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.guards.Turns;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs the URL allowlist over the corpus and reports false removals and leaks; both must be 0. */
class UrlAllowlistCorpusTest {
  private final UrlAllowlistGuard guard = UrlAllowlistGuard.defaults();

  @Test
  void allowedLinksPassUntouchedAndOthersAreRemovedLeavingReadableText() throws Exception {
    List<String[]> cases = Turns.corpus("/corpus/url-allowlist.txt", 4);
    List<String> falseOverrides = new ArrayList<>();
    List<String> leaks = new ArrayList<>();
    int honest = 0;
    int hallucinated = 0;
    for (String[] c : cases) {
      List<String> links = c[1].equals("-") ? List.of() : Arrays.asList(c[1].split(" "));
      String received = Turns.after(guard, c[2], Turns.turnWithLinks(links));
      if (c[0].equals("pass")) {
        honest++;
        if (!received.equals(c[2])) {
          falseOverrides.add(c[2] + "  =>  " + received);
        }
      } else {
        hallucinated++;
        if (!received.equals(c[3])) {
          leaks.add(c[2] + "  =>  [" + received + "] expected [" + c[3] + "]");
        }
      }
    }
    System.out.printf(
        "URL allowlist corpus: %d honest, %d with links to remove; false overrides %d/%d"
            + " (%.1f%%), leaks %d/%d (%.1f%%)%n",
        honest,
        hallucinated,
        falseOverrides.size(),
        honest,
        100.0 * falseOverrides.size() / honest,
        leaks.size(),
        hallucinated,
        100.0 * leaks.size() / hallucinated);
    assertThat(cases).hasSizeGreaterThanOrEqualTo(100);
    assertThat(falseOverrides).as("false overrides").isEmpty();
    assertThat(leaks).as("leaks").isEmpty();
  }
}
