package dev.vex.spring.ai;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardedStream;
import dev.vex.grounding.GroundedMessage;
import dev.vex.grounding.Grounding;
import dev.vex.guards.GuardChain;
import dev.vex.guards.GuardedReply;
import dev.vex.guards.Guards;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.springframework.ai.chat.client.ChatClientRequest;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.chat.client.advisor.api.CallAdvisor;
import org.springframework.ai.chat.client.advisor.api.CallAdvisorChain;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisor;
import org.springframework.ai.chat.client.advisor.api.StreamAdvisorChain;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.metadata.ChatResponseMetadata;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * Vex's grounding and guards as a Spring AI advisor, for calls and streams: before the model is
 * called, the live data the user asks for (a price, the weather, a score) is fetched with Vex's
 * intent rules and fetchers ({@link Grounding#ground}) and added to the system message; after it,
 * Vex's guards ({@link GuardChain}) check the reply against that data, and a reply that states an
 * invented figure or an off-list link is corrected or replaced.
 *
 * <pre>{@code
 * ChatClient chat = ChatClient.builder(ollamaChatModel)
 *     .defaultAdvisors(VexAdvisor.builder().grounding(Grounding.defaults()).build())
 *     .build();
 * String reply = chat.prompt().user("What is the bitcoin price?").call().content();
 * Flux<String> streamed = chat.prompt().user("What is the bitcoin price?").stream().content();
 * }</pre>
 *
 * <p>A streamed reply is released sentence by sentence as Vex releases an agent's stream ({@link
 * GuardedStream}): a sentence reaches the client once every guard releases it, text a guard holds
 * is never sent, and at the end the guards check the whole reply and the rest of it is sent. When
 * the guards' reply does not continue what was already sent, the last response carries the whole
 * reply, with {@link #REPLACEMENT} set in its context: a client that shows the stream replaces what
 * it showed with it. Grounding blocks, so a stream grounds on Reactor's bounded-elastic scheduler.
 *
 * <p>The host may pass ground truth it fetched itself in the request's context under {@link
 * #GROUND_TRUTH} (a {@code List<GroundTruth>}); nothing is fetched then. The {@link GuardedReply}
 * (draft, result, verdicts) is put into the response's context under {@link #GUARDED_REPLY} (of a
 * stream: the last response's). Immutable and thread-safe.
 */
public final class VexAdvisor implements CallAdvisor, StreamAdvisor {
  /** The context key under which a host passes its own ground truth. */
  public static final String GROUND_TRUTH = "vex.groundTruth";

  /** The response context key of the {@link GuardedReply}. */
  public static final String GUARDED_REPLY = "vex.guardedReply";

  /**
   * The context key, set to {@code true} on a streamed response whose text replaces everything sent
   * before it.
   */
  public static final String REPLACEMENT = "vex.replacement";

  private final Grounding grounding;
  private final Duration deadline;
  private final GuardChain guards;
  private final Locale locale;
  private final int order;

  private VexAdvisor(Builder b) {
    this.locale = b.locale;
    this.grounding = b.grounding != null ? b.grounding : Grounding.defaults();
    this.deadline = b.deadline;
    this.guards = GuardChain.of(b.guards);
    this.order = b.order;
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public String getName() {
    return "VexAdvisor";
  }

  @Override
  public int getOrder() {
    return order;
  }

  @Override
  public ChatClientResponse adviseCall(ChatClientRequest request, CallAdvisorChain chain) {
    GroundedMessage grounded = ground(request);
    ChatClientResponse response = chain.nextCall(withGroundTruth(request, grounded));
    ChatResponse chat = response.chatResponse();
    String draft = text(chat);
    if (draft == null) {
      return response;
    }
    GuardedReply reply = guards.check(draft, grounded.toTurnContext(locale));
    ChatClientResponse.Builder out = response.mutate().context(GUARDED_REPLY, reply);
    if (!reply.text().equals(draft)) {
      out.chatResponse(chatResponse(reply.text(), chat));
    }
    return out.build();
  }

  @Override
  public Flux<ChatClientResponse> adviseStream(
      ChatClientRequest request, StreamAdvisorChain chain) {
    return Mono.fromCallable(() -> ground(request))
        .subscribeOn(Schedulers.boundedElastic())
        .flatMapMany(
            grounded -> guarded(chain.nextStream(withGroundTruth(request, grounded)), grounded));
  }

  /** The upstream's deltas through Vex's guarded release; state per subscription. */
  private Flux<ChatClientResponse> guarded(Flux<ChatClientResponse> upstream, GroundedMessage g) {
    return Flux.defer(
        () -> {
          TurnContext context = g.toTurnContext(locale);
          Pending pending = new Pending();
          GuardChain.Stream stream = guards.stream(context, pending);
          ChatClientResponse[] last = new ChatClientResponse[1];
          Flux<ChatClientResponse> released =
              upstream.concatMapIterable(
                  r -> {
                    last[0] = r;
                    stream.accept(text(r.chatResponse()));
                    return pending.drain(r, Map.of());
                  });
          Flux<ChatClientResponse> end =
              Flux.defer(
                  () -> {
                    GuardedReply reply = stream.finish();
                    Map<String, Object> context2 = new HashMap<>();
                    context2.put(GUARDED_REPLY, reply);
                    List<ChatClientResponse> rest = pending.drain(last[0], context2);
                    if (rest.isEmpty()) {
                      rest = List.of(response("", last[0], context2));
                    }
                    return Flux.fromIterable(rest);
                  });
          return released.concatWith(end);
        });
  }

  /** What the guarded release let through since the last upstream response. */
  private static final class Pending implements GuardedStream.Output {
    private final List<String> texts = new ArrayList<>();
    private final List<Boolean> replacements = new ArrayList<>();

    @Override
    public void released(String text) {
      texts.add(text);
      replacements.add(false);
    }

    @Override
    public void replaced(String fullText, String reason) {
      texts.add(fullText);
      replacements.add(true);
    }

    List<ChatClientResponse> drain(ChatClientResponse upstream, Map<String, Object> lastContext) {
      List<ChatClientResponse> out = new ArrayList<>();
      for (int i = 0; i < texts.size(); i++) {
        Map<String, Object> context = new HashMap<>();
        if (i == texts.size() - 1) {
          context.putAll(lastContext);
        }
        if (replacements.get(i)) {
          context.put(REPLACEMENT, true);
        }
        out.add(response(texts.get(i), upstream, context));
      }
      texts.clear();
      replacements.clear();
      return out;
    }
  }

  private static ChatClientResponse response(
      String text, ChatClientResponse upstream, Map<String, Object> extra) {
    ChatResponse chat = upstream == null ? null : upstream.chatResponse();
    Map<String, Object> context = new HashMap<>(upstream == null ? Map.of() : upstream.context());
    context.putAll(extra);
    return ChatClientResponse.builder()
        .chatResponse(chatResponse(text, chat))
        .context(context)
        .build();
  }

  private static ChatResponse chatResponse(String text, ChatResponse like) {
    Generation g = like == null ? null : like.getResult();
    Generation out =
        g == null
            ? new Generation(new AssistantMessage(text))
            : new Generation(new AssistantMessage(text), g.getMetadata());
    ChatResponseMetadata metadata = like == null ? new ChatResponseMetadata() : like.getMetadata();
    return new ChatResponse(List.of(out), metadata);
  }

  private static String text(ChatResponse chat) {
    if (chat == null || chat.getResult() == null || chat.getResult().getOutput() == null) {
      return null;
    }
    return chat.getResult().getOutput().getText();
  }

  private GroundedMessage ground(ChatClientRequest request) {
    UserMessage user = request.prompt().getUserMessage();
    String text = user == null || user.getText() == null ? "" : user.getText();
    Object passed = request.context().get(GROUND_TRUTH);
    if (passed instanceof List<?> list) {
      return GroundedMessage.of(
          text,
          list.stream()
              .filter(GroundTruth.class::isInstance)
              .map(GroundTruth.class::cast)
              .toList());
    }
    return grounding.ground(text, deadline);
  }

  private ChatClientRequest withGroundTruth(ChatClientRequest request, GroundedMessage grounded) {
    String block = grounded.promptBlock(locale);
    if (block.isEmpty()) {
      return request;
    }
    Prompt prompt =
        request
            .prompt()
            .augmentSystemMessage(
                s ->
                    s.mutate()
                        .text(s.getText().isBlank() ? block : s.getText() + "\n\n" + block)
                        .build());
    return request.mutate().prompt(prompt).build();
  }

  /** Configures a {@link VexAdvisor}. */
  public static final class Builder {
    private Grounding grounding;
    private Duration deadline = Duration.ofSeconds(5);
    private List<Guard> guards = Guards.defaults();
    private Locale locale = Locale.ENGLISH;
    private int order = 0;

    private Builder() {}

    /**
     * Sets the intent rules and fetchers. The default is {@link Grounding#defaults()}.
     *
     * @param grounding the grounding
     * @return this builder
     */
    public Builder grounding(Grounding grounding) {
      this.grounding = Objects.requireNonNull(grounding, "grounding");
      return this;
    }

    /**
     * Sets how long the fetches of one message may take together. The default is 5 seconds.
     *
     * @param deadline a positive duration
     * @return this builder
     */
    public Builder deadline(Duration deadline) {
      Objects.requireNonNull(deadline, "deadline");
      if (deadline.isZero() || deadline.isNegative()) {
        throw new IllegalArgumentException("deadline must be positive: " + deadline);
      }
      this.deadline = deadline;
      return this;
    }

    /**
     * Sets the guards, in the order they run. The default is {@link Guards#defaults()}: failed
     * fetch, URL allowlist, digit scan.
     *
     * @param guards the guards
     * @return this builder
     */
    public Builder guards(List<? extends Guard> guards) {
      this.guards = List.copyOf(guards);
      return this;
    }

    /**
     * Sets the language of the summaries and of the text that replaces a reply. The default is
     * English.
     *
     * @param locale the locale
     * @return this builder
     */
    public Builder locale(Locale locale) {
      this.locale = Objects.requireNonNull(locale, "locale");
      return this;
    }

    /**
     * Sets the advisor's order among the ChatClient's advisors. The default is 0.
     *
     * @param order the order; lower runs first
     * @return this builder
     */
    public Builder order(int order) {
      this.order = order;
      return this;
    }

    /**
     * Builds the advisor.
     *
     * @return the advisor
     */
    public VexAdvisor build() {
      return new VexAdvisor(this);
    }
  }
}
