package dev.vex.core.internal.rounds;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ErrorObjectsTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"error\":\"model 'llama3' not found, try pulling it first\"}",
        "Bitcoin is at 89,369 dollars. {\"error\":\"unexpected EOF\"}",
        "{\"error\": {\"message\": \"Rate limit reached\", \"type\": \"rate_limit_error\"}}",
        "Her er svaret: {\"status\":{\"error_code\":429,\"error_message\":\"slow down\"}}",
        "{\"chart\":{\"result\":null,\"error\":{\"code\":\"Not Found\"}}}",
        "{\"error parsing tool call\":\"raw='x', err=unexpected end of JSON input\"}",
        "Det regner. {\"code\":404,\"message\":\"not registered\",\"hint\":\"activate it\"}",
        "Error: {'error': 'lenient quotes too'}"
      })
  void anErrorBodyCopiedIntoAReplyIsFound(String reply) {
    assertThat(ErrorObjects.holdsOne(reply)).isTrue();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "The error was mine: I misread the date.",
        "If you see an error like \"model not found\", run ollama pull first.",
        "Som du ba om: {\"name\": \"Kari\", \"age\": 34, \"city\": \"Bergen\"}",
        "Here is the JSON:\n```json\n{\"bread\": \"rye\", \"grams\": 500}\n```",
        "Set {error} in the template.",
        "{\"code\": \"print(1)\", \"language\": \"python\"}",
        ""
      })
  void proseAndDataObjectsAreNot(String reply) {
    assertThat(ErrorObjects.holdsOne(reply)).isFalse();
  }
}
