package dev.vex.langchain4j;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.ModelProvider;
import dev.langchain4j.model.chat.Capability;
import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ChatRequestParameters;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.CompleteToolCall;
import dev.langchain4j.model.chat.response.PartialThinking;
import dev.langchain4j.model.chat.response.PartialToolCall;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.vex.core.guard.GuardedStream;
import dev.vex.grounding.GroundedMessage;
import dev.vex.grounding.Grounding;
import dev.vex.guards.GuardChain;
import dev.vex.guards.GuardedReply;
import dev.vex.guards.Guards;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A LangChain4j streaming chat model that grounds the user's message before the call and releases
 * the streamed reply sentence by sentence as Vex's guards release it.
 *
 * <p>LangChain4j (1.11) runs an AI service's output guardrails only on the whole reply: with one
 * configured, a {@code TokenStream} gets no partial response until the reply is complete. Wrap the
 * streaming model instead, and leave {@link VexOutputGuardrail} off that service:
 *
 * <pre>{@code
 * StreamingChatModel guarded = VexStreamingChatModel.builder()
 *     .delegate(OllamaStreamingChatModel.builder()...build())
 *     .grounder(VexGrounder.builder().grounding(Grounding.defaults()).build())
 *     .build();
 * Assistant assistant = AiServices.builder(Assistant.class).streamingChatModel(guarded).build();
 * assistant.chat("What is the bitcoin price?").onPartialResponse(System.out::print)...start();
 * }</pre>
 *
 * <p>Before the call, the last user message is classified with Vex's intent rules and the live data
 * the user asked for is fetched ({@link Grounding#ground}) and added as a system message. During
 * it, text reaches {@code onPartialResponse} only once every guard releases it ({@link
 * GuardChain#stream}); text a guard holds is never sent. At the end the guards check the whole
 * reply, the rest of it is sent as partial responses when it continues what was sent, and {@code
 * onCompleteResponse} carries the reply as the guards left it. When it does not continue what was
 * sent (an override), nothing more is sent as partial: the complete response's text replaces what
 * was shown. A reply that asks for tools is passed on unguarded, as are thinking and tool-call
 * events. Immutable and thread-safe.
 */
public final class VexStreamingChatModel implements StreamingChatModel {
  private static final Logger log = LoggerFactory.getLogger(VexStreamingChatModel.class);

  private final StreamingChatModel delegate;
  private final VexGrounder grounder;
  private final VexOutputGuardrail guardrail;

  private VexStreamingChatModel(Builder b) {
    this.delegate = Objects.requireNonNull(b.delegate, "delegate");
    this.grounder = b.grounder != null ? b.grounder : VexGrounder.builder().build();
    this.guardrail = b.guardrail != null ? b.guardrail : VexOutputGuardrail.builder().build();
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
  public void chat(ChatRequest request, StreamingChatResponseHandler handler) {
    GroundedMessage grounded = grounder.ground(lastUserText(request.messages()));
    String block = grounded.promptBlock(grounder.locale());
    ChatRequest withData = request;
    if (!block.isEmpty()) {
      List<ChatMessage> messages = new ArrayList<>(request.messages());
      messages.add(messages.isEmpty() ? 0 : messages.size() - 1, SystemMessage.from(block));
      withData = request.toBuilder().messages(messages).build();
    }
    delegate.chat(withData, new Guarded(grounded, handler));
  }

  @Override
  public ChatRequestParameters defaultRequestParameters() {
    return delegate.defaultRequestParameters();
  }

  @Override
  public ModelProvider provider() {
    return delegate.provider();
  }

  @Override
  public Set<Capability> supportedCapabilities() {
    return delegate.supportedCapabilities();
  }

  private static String lastUserText(List<ChatMessage> messages) {
    for (int i = messages.size() - 1; i >= 0; i--) {
      if (messages.get(i) instanceof UserMessage u) {
        return u.hasSingleText() ? u.singleText() : "";
      }
    }
    return "";
  }

  /** Passes the delegate's events on, with the text through Vex's guarded release. */
  private final class Guarded implements StreamingChatResponseHandler, GuardedStream.Output {
    private final StreamingChatResponseHandler out;
    private final GuardChain.Stream stream;

    Guarded(GroundedMessage grounded, StreamingChatResponseHandler out) {
      this.out = out;
      this.stream = guardrail.chain().stream(grounded.toTurnContext(guardrail.locale()), this);
    }

    @Override
    public void onPartialResponse(String partial) {
      stream.accept(partial);
    }

    @Override
    public void released(String text) {
      out.onPartialResponse(text);
    }

    @Override
    public void replaced(String fullText, String reason) {
      log.debug("the streamed reply is replaced ({}); onCompleteResponse carries it", reason);
    }

    @Override
    public void onPartialThinking(PartialThinking thinking) {
      out.onPartialThinking(thinking);
    }

    @Override
    public void onPartialToolCall(PartialToolCall call) {
      out.onPartialToolCall(call);
    }

    @Override
    public void onCompleteToolCall(CompleteToolCall call) {
      out.onCompleteToolCall(call);
    }

    @Override
    public void onCompleteResponse(ChatResponse response) {
      AiMessage message = response.aiMessage();
      if (message == null || message.hasToolExecutionRequests()) {
        out.onCompleteResponse(response);
        return;
      }
      GuardedReply reply = stream.finish();
      guardrail.tell(reply);
      out.onCompleteResponse(
          reply.changed()
              ? response.toBuilder().aiMessage(AiMessage.from(reply.text())).build()
              : response);
    }

    @Override
    public void onError(Throwable error) {
      out.onError(error);
    }
  }

  /** Configures a {@link VexStreamingChatModel}. */
  public static final class Builder {
    private StreamingChatModel delegate;
    private VexGrounder grounder;
    private VexOutputGuardrail guardrail;

    private Builder() {}

    /**
     * Sets the model that streams the reply. Required.
     *
     * @param delegate the streaming chat model, such as LangChain4j's {@code
     *     OllamaStreamingChatModel}
     * @return this builder
     */
    public Builder delegate(StreamingChatModel delegate) {
      this.delegate = Objects.requireNonNull(delegate, "delegate");
      return this;
    }

    /**
     * Sets the grounding: its rules, fetchers, deadline and the language of the data put into the
     * prompt. The default is {@code VexGrounder.builder().build()} ({@link Grounding#defaults()}, 5
     * seconds, English).
     *
     * @param grounder the grounder
     * @return this builder
     */
    public Builder grounder(VexGrounder grounder) {
      this.grounder = Objects.requireNonNull(grounder, "grounder");
      return this;
    }

    /**
     * Sets the guards, the language of replacements and the listener of guarded replies, as
     * configured on a guardrail (whose own grounder and tools are not used here). The default is
     * {@code VexOutputGuardrail.builder().build()}: {@link Guards#defaults()}, English.
     *
     * @param guardrail the guardrail's configuration
     * @return this builder
     */
    public Builder guardrail(VexOutputGuardrail guardrail) {
      this.guardrail = Objects.requireNonNull(guardrail, "guardrail");
      return this;
    }

    /**
     * Builds the model.
     *
     * @return the model
     * @throws NullPointerException when no delegate was set
     */
    public VexStreamingChatModel build() {
      return new VexStreamingChatModel(this);
    }
  }
}
