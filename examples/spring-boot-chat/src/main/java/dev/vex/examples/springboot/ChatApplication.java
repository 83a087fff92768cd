package dev.vex.examples.springboot;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * A chat web application on vex-spring-boot-starter: the starter configures a grounded, guarded
 * {@link Agent} from {@code application.yaml}, and one controller answers {@code POST /chat}.
 */
@SpringBootApplication
public class ChatApplication {

  /**
   * Starts the application against the Ollama server and sources in {@code application.yaml}.
   *
   * @param args Spring Boot's arguments, such as {@code --vex.model=llama3.2:3b}
   */
  public static void main(String[] args) {
    SpringApplication.run(ChatApplication.class, args);
  }

  /** What {@code POST /chat} takes: {@code {"message": "..."}}. */
  record Question(String message) {}

  /** What it answers: the reply the user reads, and the sources it was checked against. */
  record Answer(String reply, java.util.List<String> sources) {}

  /** {@code POST /chat}: one grounded, guarded turn. */
  @RestController
  static class ChatController {
    private final Agent agent;

    ChatController(Agent agent) {
      this.agent = agent;
    }

    @PostMapping("/chat")
    Answer chat(@RequestBody Question question) {
      AgentReply reply = agent.chat(question.message() == null ? "" : question.message());
      return new Answer(reply.text(), reply.links());
    }
  }
}
