package dev.vex.core.model;

/**
 * Picks the model for a turn: the tools model, the chat model, or the vision model when the message
 * carries images. Called once per turn after classification, and again when a model turned out to
 * be missing (after {@link #modelMissing}). The default is {@link DefaultModelRouter}.
 */
@FunctionalInterface
public interface ModelRouter {

  /**
   * Chooses a model.
   *
   * @param request what the turn needs
   * @return the choice
   * @throws ModelException when no configured model can serve the turn
   */
  ModelChoice route(RouteRequest request);

  /**
   * Tells the router that the Ollama server answered "model not found" (404) for a model it chose,
   * so that a router which caches what the server has stops trusting that entry. The turn then
   * routes again, with the model in {@link RouteRequest#unavailable()}. Called on the thread
   * running the turn, before that second {@link #route}; it must be quick and must not throw.
   *
   * <p>The default does nothing: a router without a cache has nothing to forget. {@link
   * DefaultModelRouter} forgets the model's cached capabilities.
   *
   * @param model the model the server does not have
   */
  default void modelMissing(String model) {}

  /**
   * Told before the turn fetches its ground truth, with the request {@link #route} will get: a
   * router that must ask the server about a model may start that exchange now ({@link
   * ModelCatalog#showLater}), without a thread of its own. When it returns true, the turn routes
   * after its grounding fetch instead of before it, so that the two overlap; the outcome of {@code
   * route} must be the same either way. The default does nothing and returns false.
   *
   * @param request what the turn will route
   * @return whether an exchange was started
   */
  default boolean prepare(RouteRequest request) {
    return false;
  }
}
